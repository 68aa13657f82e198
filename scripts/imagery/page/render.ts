// Browser side of scripts/imagery/render-images.ts: renders one scene with three.js (studio light, soft shadows, PBR) to WebP.
import * as THREE from 'three'
import { RoomEnvironment } from 'three/examples/jsm/environments/RoomEnvironment.js'
import type { MaterialName, SceneDescription } from '../scene.ts'

/** A seamless studio sweep: floor and fog share the backdrop colour, so no horizon line shows. */
const BACKDROPS = {
  light: '#dce2e9',
  slate: '#343e4b',
} as const

function material(name: MaterialName): THREE.Material {
  switch (name) {
    case 'gold':
      return new THREE.MeshPhysicalMaterial({ color: '#f0c270', metalness: 1, roughness: 0.18 })
    case 'roseGold':
      return new THREE.MeshPhysicalMaterial({ color: '#eab59b', metalness: 1, roughness: 0.2 })
    case 'silver':
      return new THREE.MeshPhysicalMaterial({ color: '#e6e8ec', metalness: 1, roughness: 0.14 })
    case 'copper':
      return new THREE.MeshPhysicalMaterial({ color: '#d0875a', metalness: 1, roughness: 0.32 })
    case 'diamond':
      return new THREE.MeshPhysicalMaterial({
        color: '#ffffff',
        metalness: 0,
        roughness: 0,
        transmission: 0.9,
        ior: 2.42,
        thickness: 1,
        flatShading: true,
        envMapIntensity: 2.5,
        specularIntensity: 1,
      })
    case 'ruby':
      return new THREE.MeshPhysicalMaterial({
        color: '#c0223f',
        roughness: 0.02,
        transmission: 0.6,
        ior: 1.77,
        thickness: 1,
        flatShading: true,
        envMapIntensity: 2,
      })
    case 'clay':
      return new THREE.MeshPhysicalMaterial({ color: '#e2ddd4', roughness: 0.55, clearcoat: 0.15 })
    case 'darkClay':
      return new THREE.MeshPhysicalMaterial({ color: '#5f6b7a', roughness: 0.5 })
    case 'carPaint':
      return new THREE.MeshPhysicalMaterial({
        color: '#1f5fbf',
        metalness: 0.45,
        roughness: 0.35,
        clearcoat: 1,
        clearcoatRoughness: 0.04,
      })
    case 'wood':
      return new THREE.MeshPhysicalMaterial({ color: '#c18d57', roughness: 0.7 })
    case 'concrete':
      return new THREE.MeshPhysicalMaterial({ color: '#c9c6c0', roughness: 0.9 })
    case 'glass':
      return new THREE.MeshPhysicalMaterial({
        color: '#9fc3d8',
        roughness: 0.05,
        metalness: 0.1,
        transmission: 0.55,
        transparent: true,
        opacity: 0.75,
        side: THREE.DoubleSide,
      })
    case 'steel':
      return new THREE.MeshPhysicalMaterial({ color: '#f4f5f7', metalness: 0.2, roughness: 0.4 })
    case 'water':
      return new THREE.MeshPhysicalMaterial({
        color: '#3f87b5',
        roughness: 0.08,
        transparent: true,
        opacity: 0.8,
        side: THREE.DoubleSide,
      })
    case 'foliage':
      return new THREE.MeshPhysicalMaterial({ color: '#5f8f4e', roughness: 0.85, flatShading: true })
    case 'grass':
      return new THREE.MeshPhysicalMaterial({ color: '#9dbb78', roughness: 0.95 })
    case 'vertexColors':
      return new THREE.MeshPhysicalMaterial({ vertexColors: true, roughness: 0.45, clearcoat: 0.3 })
    case 'zebra':
      return zebraMaterial()
  }
}

/** Rhino's Zebra analysis: stripes of a virtual striped environment reflected in the surface. */
function zebraMaterial(): THREE.Material {
  return new THREE.ShaderMaterial({
    side: THREE.DoubleSide,
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
      varying vec3 vNormal;
      varying vec3 vView;
      void main() {
        vec3 r = reflect(normalize(vView), normalize(vNormal));
        float stripe = smoothstep(0.45, 0.55, abs(fract(r.y * 7.0) - 0.5) * 2.0);
        float shade = 0.55 + 0.45 * max(dot(normalize(vNormal), normalize(vec3(0.3, 1.0, 0.5))), 0.0);
        gl_FragColor = vec4(vec3(mix(0.08, 0.96, stripe) * shade), 1.0);
      }`,
  })
}

const canvas = document.createElement('canvas')
document.body.append(canvas)
const renderer = new THREE.WebGLRenderer({ canvas, antialias: true, preserveDrawingBuffer: true })
renderer.toneMapping = THREE.ACESFilmicToneMapping
renderer.toneMappingExposure = 0.92
renderer.shadowMap.enabled = true
renderer.shadowMap.type = THREE.PCFShadowMap
const environment = new THREE.PMREMGenerator(renderer).fromScene(new RoomEnvironment(), 0.04).texture

async function renderScene(description: SceneDescription, quality: number): Promise<string> {
  const { width, height } = description
  renderer.setSize(width, height, false)
  const backdrop = BACKDROPS[description.backdrop ?? 'light']
  const scene = new THREE.Scene()
  scene.environment = environment
  scene.background = new THREE.Color(backdrop)

  // Rhino is z-up; three is y-up.
  const model = new THREE.Group()
  model.rotation.x = -Math.PI / 2
  scene.add(model)
  for (const part of description.parts) {
    const geometry = new THREE.BufferGeometry()
    geometry.setAttribute('position', new THREE.Float32BufferAttribute(part.positions, 3))
    if (part.colors) geometry.setAttribute('color', new THREE.Float32BufferAttribute(part.colors, 3))
    geometry.setIndex(part.indices)
    geometry.computeVertexNormals()
    const surfaceMaterial = material(part.material)
    // Tessellated surfaces face either way; shade both sides like Rhino's render mesh.
    surfaceMaterial.side = THREE.DoubleSide
    const mesh = new THREE.Mesh(geometry, surfaceMaterial)
    mesh.castShadow = true
    mesh.receiveShadow = true
    model.add(mesh)
  }
  for (const set of description.lines ?? []) {
    const segments: number[] = []
    for (const line of set.polylines) {
      for (let i = 0; i + 1 < line.length; i++) segments.push(...line[i]!, ...line[i + 1]!)
    }
    const geometry = new THREE.BufferGeometry()
    geometry.setAttribute('position', new THREE.Float32BufferAttribute(segments, 3))
    const lines = new THREE.LineSegments(
      geometry,
      new THREE.LineBasicMaterial({ color: set.color, transparent: true, opacity: set.opacity ?? 0.85 }),
    )
    model.add(lines)
  }
  model.updateMatrixWorld(true)

  const bounds = new THREE.Box3().setFromObject(model)
  const sphere = bounds.getBoundingSphere(new THREE.Sphere())
  const center = sphere.center
  const fov = description.camera.fov ?? 30
  const camera = new THREE.PerspectiveCamera(fov, width / height, sphere.radius / 50, sphere.radius * 40)
  const fitHeight = sphere.radius / Math.sin(THREE.MathUtils.degToRad(fov / 2))
  const fitWidth = fitHeight / Math.min(1, width / height)
  const distance = Math.min(fitHeight, fitWidth) * 0.9 * (description.camera.zoom ?? 1)
  const azimuth = THREE.MathUtils.degToRad(description.camera.azimuth)
  const elevation = THREE.MathUtils.degToRad(description.camera.elevation)
  camera.position.set(
    center.x + distance * Math.cos(elevation) * Math.sin(azimuth),
    center.y + distance * Math.sin(elevation),
    center.z + distance * Math.cos(elevation) * Math.cos(azimuth),
  )
  camera.lookAt(center)

  if (!description.noFloor) {
    const floor = new THREE.Mesh(
      new THREE.CircleGeometry(sphere.radius * 30, 64),
      new THREE.MeshStandardMaterial({ color: backdrop, roughness: 1 }),
    )
    floor.rotation.x = -Math.PI / 2
    floor.position.y = bounds.min.y - sphere.radius * 0.002
    floor.receiveShadow = true
    scene.add(floor)
    scene.fog = new THREE.Fog(backdrop, distance * 1.2, distance * 3.5)
  }

  // Key light from the upper left (soft shadow), a cool fill from the right.
  const key = new THREE.DirectionalLight('#ffffff', 1.7)
  key.position.set(center.x - sphere.radius * 2, center.y + sphere.radius * 4, center.z + sphere.radius * 2.5)
  key.target.position.copy(center)
  key.castShadow = true
  key.shadow.mapSize.set(1024, 1024)
  key.shadow.radius = 4
  key.shadow.bias = -0.0005
  const reach = sphere.radius * 2.2
  Object.assign(key.shadow.camera, {
    left: -reach,
    right: reach,
    top: reach,
    bottom: -reach,
    near: 0.01,
    far: sphere.radius * 12,
  })
  scene.add(key, key.target)
  const fill = new THREE.DirectionalLight('#dbe7ff', 0.6)
  fill.position.set(center.x + sphere.radius * 3, center.y + sphere.radius, center.z - sphere.radius)
  scene.add(fill)

  renderer.render(scene, camera)
  const blob = await new Promise<Blob>((resolve, reject) =>
    canvas.toBlob(
      (result) => (result ? resolve(result) : reject(new Error('no WebP'))),
      'image/webp',
      quality,
    ),
  )
  const bytes = new Uint8Array(await blob.arrayBuffer())
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  scene.traverse((object) => {
    // `instanceof Mesh` narrows to Mesh<any>; checking the geometry itself keeps its type.
    if (object instanceof THREE.Mesh || object instanceof THREE.LineSegments) {
      if (object.geometry instanceof THREE.BufferGeometry) object.geometry.dispose()
    }
  })
  return btoa(binary)
}

declare global {
  interface Window {
    renderScene?: typeof renderScene
  }
}
window.renderScene = renderScene
