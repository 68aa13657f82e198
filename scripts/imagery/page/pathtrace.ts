// Browser side of render-images.ts for the hero renders: three-gpu-pathtracer (WebGL) traces the scene in a navy
// studio (a gradient environment, a large soft light and a glossy floor) and returns the WebP as base64.
import * as THREE from 'three'
import { GradientEquirectTexture, WebGLPathTracer } from 'three-gpu-pathtracer'
import type { PathTraceDescription } from '../scene.ts'
import { physicalMaterial } from './materials.ts'

const canvas = document.createElement('canvas')
document.body.append(canvas)
const renderer = new THREE.WebGLRenderer({ canvas, preserveDrawingBuffer: true })
renderer.toneMapping = THREE.ACESFilmicToneMapping
renderer.toneMappingExposure = 1

const toThree = (x: number, y: number, z: number) => new THREE.Vector3(x, z, -y)

/**
 * The sweep's geometry in local space: a floor from -depth to 0 along +z (towards the camera at azimuth 0), then a
 * quarter circle of `bend` rising into a wall `height` high at the back (-z).
 */
function studioSweep(width: number, height: number, bend: number): THREE.BufferGeometry {
  const profile: [number, number][] = []
  for (let k = 0; k <= 12; k++) profile.push([width * 0.6 - (k / 12) * width * 0.6, 0])
  for (let k = 1; k <= 16; k++) {
    const angle = (k / 16) * (Math.PI / 2)
    profile.push([-Math.sin(angle) * bend, bend - Math.cos(angle) * bend])
  }
  profile.push([-bend, height])
  const positions: number[] = []
  const indices: number[] = []
  const columns = 8
  profile.forEach(([z, y]) => {
    for (let c = 0; c <= columns; c++) positions.push(-width / 2 + (c / columns) * width, y, z - width * 0.25)
  })
  for (let r = 0; r + 1 < profile.length; r++) {
    for (let c = 0; c < columns; c++) {
      const a = r * (columns + 1) + c
      indices.push(a, a + 1, a + columns + 1, a + 1, a + columns + 2, a + columns + 1)
    }
  }
  const geometry = new THREE.BufferGeometry()
  geometry.setAttribute('position', new THREE.Float32BufferAttribute(positions, 3))
  geometry.setIndex(indices)
  geometry.computeVertexNormals()
  return geometry
}

async function pathTrace(description: PathTraceDescription): Promise<void> {
  const { width, height } = description
  renderer.setSize(width, height, false)
  const scene = new THREE.Scene()
  const environment = new GradientEquirectTexture(256)
  environment.topColor.set('#a9bde6')
  environment.bottomColor.set('#0b1120')
  environment.exponent = 1.3
  environment.update()
  scene.environment = environment
  scene.environmentIntensity = 1.1
  scene.background = new THREE.Color('#111a2c')

  const model = new THREE.Group()
  for (const part of description.parts) {
    const geometry = new THREE.BufferGeometry()
    const positions: number[] = []
    for (let index = 0; index < part.positions.length; index += 3) {
      const point = toThree(part.positions[index]!, part.positions[index + 1]!, part.positions[index + 2]!)
      positions.push(point.x, point.y, point.z)
    }
    geometry.setAttribute('position', new THREE.Float32BufferAttribute(positions, 3))
    if (part.colors) geometry.setAttribute('color', new THREE.Float32BufferAttribute(part.colors, 3))
    geometry.setIndex(part.indices)
    const shaped = part.flat ? geometry.toNonIndexed() : geometry
    shaped.computeVertexNormals()
    const material = physicalMaterial(part.material)
    material.side = THREE.DoubleSide
    model.add(new THREE.Mesh(shaped, material))
  }
  scene.add(model)
  const bounds = new THREE.Box3().setFromObject(model)
  const { center, radius } = bounds.getBoundingSphere(new THREE.Sphere())

  const fov = description.camera.fov ?? 28
  const azimuth = THREE.MathUtils.degToRad(description.camera.azimuth)
  // A studio sweep (cyclorama): floor and back wall in one curved navy surface, turned to face the camera, so no
  // horizon shows; a large soft key light above and in front, a cool rim light behind.
  const sweep = new THREE.Mesh(
    studioSweep(radius * 14, radius * 9, radius * 3),
    new THREE.MeshPhysicalMaterial({
      color: '#1a2744',
      roughness: description.floorRoughness ?? 0.35,
      metalness: 0,
    }),
  )
  sweep.rotation.y = azimuth
  sweep.position.set(center.x, bounds.min.y - radius * 0.001, center.z)
  scene.add(sweep)
  const key = new THREE.RectAreaLight('#ffffff', 9, radius * 2.6, radius * 2.6)
  // Light positions are given for a camera at azimuth 0 and turned with it.
  const around = (x: number, y: number, z: number) =>
    new THREE.Vector3(x, y, z)
      .multiplyScalar(radius)
      .applyAxisAngle(new THREE.Vector3(0, 1, 0), azimuth)
      .add(center)
  key.position.copy(around(-1.4, 3, 1.8))
  key.lookAt(center)
  scene.add(key)
  const rim = new THREE.RectAreaLight('#bcd3ff', 4, radius * 3, radius * 0.8)
  rim.position.copy(around(2.5, 1.6, -2.2))
  rim.lookAt(center)
  scene.add(rim)

  const camera = new THREE.PerspectiveCamera(fov, width / height, radius / 50, radius * 60)
  const fitHeight = radius / Math.sin(THREE.MathUtils.degToRad(fov / 2))
  const distance = (fitHeight / Math.min(1, width / height)) * 0.9 * (description.camera.zoom ?? 1)
  const elevation = THREE.MathUtils.degToRad(description.camera.elevation)
  const shift = description.camera.shift ?? [0, 0, 0]
  const target = center.clone().add(toThree(shift[0], shift[1], shift[2]).multiplyScalar(radius))
  camera.position.set(
    target.x + distance * Math.cos(elevation) * Math.sin(azimuth),
    target.y + distance * Math.sin(elevation),
    target.z + distance * Math.cos(elevation) * Math.cos(azimuth),
  )
  camera.lookAt(target)

  const tracer = new WebGLPathTracer(renderer)
  tracer.tiles.set(3, 3)
  tracer.renderDelay = 0
  tracer.fadeDuration = 0
  tracer.minSamples = 0
  tracer.bounces = 4
  tracer.transmissiveBounces = 5
  tracer.multipleImportanceSampling = true
  tracer.filterGlossyFactor = 0.5
  tracer.setScene(scene, camera)
  const started = performance.now()
  while (tracer.samples < description.samples) {
    tracer.renderSample()
    await new Promise((resolve) => setTimeout(resolve, 0))
    if (Number.isInteger(tracer.samples) && tracer.samples > 0)
      console.log(
        `path traced ${tracer.samples} samples, ${((performance.now() - started) / 1000).toFixed(0)} s`,
      )
  }
  console.log(
    `path traced ${tracer.samples} samples in ${((performance.now() - started) / 1000).toFixed(0)} s`,
  )
  tracer.dispose()
}

/** The finished render as WebP of the given quality, base64 (the canvas keeps its drawing buffer). */
async function encodeImage(quality: number): Promise<string> {
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
  return btoa(binary)
}

declare global {
  interface Window {
    pathTrace?: typeof pathTrace
  }
}
window.pathTrace = pathTrace
window.encodeImage = encodeImage
