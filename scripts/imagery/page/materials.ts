// The material library of both render pages (browser): physically based looks for the Rendered mode and the path
// tracer, and the flat colours Rhino's Shaded mode gives objects by layer.
import * as THREE from 'three'
import type { MaterialName } from '../scene.ts'

/** Physically based materials (Rendered display mode, path-traced heroes). */
export function physicalMaterial(name: MaterialName): THREE.MeshPhysicalMaterial {
  const make = (parameters: THREE.MeshPhysicalMaterialParameters) =>
    new THREE.MeshPhysicalMaterial(parameters)
  switch (name) {
    case 'gold':
      return make({ color: '#f3c56f', metalness: 1, roughness: 0.12 })
    case 'roseGold':
      return make({ color: '#eab59b', metalness: 1, roughness: 0.14 })
    case 'platinum':
      return make({ color: '#e4e6ea', metalness: 1, roughness: 0.1 })
    case 'diamond':
      return make({
        color: '#ffffff',
        metalness: 0,
        roughness: 0,
        transmission: 1,
        ior: 2.42,
        thickness: 2,
        dispersion: 0.6,
        specularIntensity: 1,
      })
    case 'ruby':
      return make({
        color: '#d0203f',
        roughness: 0,
        transmission: 0.9,
        ior: 1.77,
        thickness: 1.5,
        attenuationColor: '#a0102a',
        attenuationDistance: 2,
      })
    case 'clay':
      return make({ color: '#e4e0d8', roughness: 0.6 })
    case 'darkClay':
      return make({ color: '#4b5563', roughness: 0.55 })
    case 'paintWhite':
      return make({ color: '#f2f2ef', roughness: 0.25, clearcoat: 1, clearcoatRoughness: 0.05 })
    case 'paintNavy':
      return make({
        color: '#1c2f5c',
        roughness: 0.3,
        metalness: 0.2,
        clearcoat: 1,
        clearcoatRoughness: 0.05,
      })
    case 'wood':
      return make({ color: '#b9834f', roughness: 0.55 })
    case 'cardboard':
      return make({ color: '#e9dfcd', roughness: 0.8 })
    case 'concrete':
      return make({ color: '#b9b6b0', roughness: 0.85 })
    case 'glass':
      return make({
        color: '#a9c7dc',
        roughness: 0.02,
        metalness: 0,
        transmission: 0.85,
        ior: 1.5,
        thickness: 0.1,
        transparent: true,
        opacity: 0.55,
      })
    case 'steel':
      return make({ color: '#d7dbe0', metalness: 0.9, roughness: 0.28 })
    case 'aluminium':
      return make({ color: '#d9dde2', metalness: 1, roughness: 0.22 })
    case 'copper':
      return make({ color: '#c7835a', metalness: 1, roughness: 0.3 })
    case 'rubber':
      return make({ color: '#1c1d20', roughness: 0.75 })
    case 'water':
      return make({ color: '#3f87b5', roughness: 0.05, transmission: 0.6, transparent: true, opacity: 0.8 })
    case 'foliage':
      return make({ color: '#5f8f4e', roughness: 0.85 })
    case 'grass':
      return make({ color: '#a3bf7d', roughness: 0.95 })
    case 'emissive':
      return make({ color: '#fff4dc', emissive: '#ffe2b0', emissiveIntensity: 12 })
    case 'vertexColors':
      return make({ vertexColors: true, roughness: 0.45 })
    case 'zebra':
      return make({ color: '#e4e0d8', roughness: 0.6 })
    case 'soil':
      return make({ color: '#8a7358', roughness: 0.95 })
    case 'rock':
      return make({ color: '#9a958c', roughness: 0.9 })
    case 'brass':
      return make({ color: '#d6b060', metalness: 1, roughness: 0.2 })
    case 'ceramic':
      return make({ color: '#f4f1ea', roughness: 0.12, clearcoat: 0.6 })
    case 'fabric':
      return make({ color: '#5a6b82', roughness: 0.95 })
    case 'plasticRed':
      return make({ color: '#b3262e', roughness: 0.35, clearcoat: 0.5 })
    case 'plasticBlack':
      return make({ color: '#202226', roughness: 0.4 })
  }
}

/** Display colours of Shaded mode (Rhino draws each layer in its colour with simple lighting). */
const SHADED_COLOURS: Partial<Record<MaterialName, string>> = {
  darkClay: '#69717f',
  rubber: '#3b3f46',
  wood: '#d3b48c',
  cardboard: '#e7dcc8',
  concrete: '#c9c6c0',
  copper: '#cf9670',
  gold: '#e8c27a',
  roseGold: '#e6b39c',
  paintNavy: '#3f5b9a',
  foliage: '#7ea56a',
  grass: '#b4cc92',
  water: '#6aa7cf',
  diamond: '#f4f8ff',
  ruby: '#d0455f',
  soil: '#a48d70',
  rock: '#aaa59c',
  brass: '#dcbc78',
  fabric: '#7d8ea6',
  plasticRed: '#c8474e',
  plasticBlack: '#4a4e56',
}

export function shadedMaterial(name: MaterialName, zebraStripes = 7): THREE.Material {
  if (name === 'zebra') return zebraMaterial(zebraStripes)
  if (name === 'vertexColors') return new THREE.MeshStandardMaterial({ vertexColors: true, roughness: 0.55 })
  if (name === 'glass')
    return new THREE.MeshStandardMaterial({
      color: '#9cc3e0',
      roughness: 0.2,
      transparent: true,
      opacity: 0.45,
      depthWrite: false,
    })
  return new THREE.MeshStandardMaterial({
    color: SHADED_COLOURS[name] ?? '#dedbd4',
    roughness: 0.62,
    metalness: 0,
  })
}

/** Rhino's Zebra analysis: the stripes of a striped environment reflected in the surface, `stripes` per radian. */
export function zebraMaterial(stripes: number): THREE.Material {
  return new THREE.ShaderMaterial({
    side: THREE.DoubleSide,
    uniforms: { stripes: { value: stripes } },
    vertexShader: /* glsl */ `
      varying vec3 vNormal;
      varying vec3 vView;
      void main() {
        vec4 world = modelMatrix * vec4(position, 1.0);
        vNormal = normalize(mat3(modelMatrix) * normal);
        vView = normalize(world.xyz - cameraPosition);
        gl_Position = projectionMatrix * viewMatrix * world;
      }`,
    fragmentShader: /* glsl */ `
      uniform float stripes;
      varying vec3 vNormal;
      varying vec3 vView;
      void main() {
        // Stripes of equal angle in the environment's elevation (horizontal bands around the model), reflected in the
        // surface's true normal: they run on where the surface is G2, bend where only G1, break at a crease (G0).
        vec3 r = reflect(normalize(vView), normalize(vNormal));
        float elevation = asin(clamp(r.y, -1.0, 1.0));
        float width = fwidth(elevation * stripes);
        float stripe = smoothstep(0.5 - width, 0.5 + width, abs(fract(elevation * stripes) - 0.5) * 2.0);
        gl_FragColor = vec4(vec3(mix(0.06, 0.97, stripe)), 1.0);
      }`,
  })
}
