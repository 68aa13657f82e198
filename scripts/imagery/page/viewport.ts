// Browser side of render-images.ts: draws a scene as a Rhino viewport (display modes, construction plane grid,
// isocurves, control points, curvature combs, the Gumball, one or four views) on a transparent background, so the
// page's own surface colour shows through in either theme; returns the WebP as base64.
import * as THREE from 'three'
import { RoomEnvironment } from 'three/examples/jsm/environments/RoomEnvironment.js'
import { LineMaterial } from 'three/examples/jsm/lines/LineMaterial.js'
import { LineSegments2 } from 'three/examples/jsm/lines/LineSegments2.js'
import { LineSegmentsGeometry } from 'three/examples/jsm/lines/LineSegmentsGeometry.js'
import type { Gumball, LineSet, SceneDescription, ViewName } from '../scene.ts'
import { physicalMaterial, shadedMaterial } from './materials.ts'

/** Colours of what the viewport draws, chosen to read on the site's light (#f4f7fb) and dark (#111a2c) surfaces. */
const PALETTE: Record<string, string> = {
  iso: '#1c2533',
  edge: '#0f151f',
  polygon: '#8b96a8',
  selected: '#f0b90b',
  accent: '#3b82f6',
  comb: '#d946a8',
  toolpath: '#22a55a',
  naked: '#e11d48',
  contourPark: '#45663a',
  gridMinor: 'rgba(130, 142, 162, 0.22)',
  gridMajor: 'rgba(130, 142, 162, 0.45)',
  axisX: '#d9423f',
  axisY: '#2f9e55',
  axisZ: '#2f6fdb',
  label: '#8390a5',
  separator: 'rgba(130, 142, 162, 0.55)',
}
const colour = (name: string) => PALETTE[name] ?? name

const glCanvas = document.createElement('canvas')
const renderer = new THREE.WebGLRenderer({
  canvas: glCanvas,
  antialias: true,
  alpha: true,
  preserveDrawingBuffer: true,
})
renderer.setClearColor(0x000000, 0)
renderer.toneMapping = THREE.ACESFilmicToneMapping
renderer.toneMappingExposure = 1
renderer.shadowMap.enabled = true
renderer.shadowMap.type = THREE.PCFShadowMap
const environment = new THREE.PMREMGenerator(renderer).fromScene(new RoomEnvironment(), 0.04).texture

interface View {
  name: ViewName
  camera: THREE.Camera
  /** Pixel rectangle (x, y from the top left, width, height). */
  rect: [number, number, number, number]
}

/** Rhino (z up) to three (y up): x stays, Rhino's y goes into the screen. */
const toThree = ([x = 0, y = 0, z = 0]: number[]) => new THREE.Vector3(x, z, -y)

function meshes(description: SceneDescription): THREE.Group {
  const group = new THREE.Group()
  const rendered = description.display === 'rendered'
  for (const part of description.parts) {
    const geometry = new THREE.BufferGeometry()
    const positions: number[] = []
    for (let index = 0; index < part.positions.length; index += 3) {
      const point = toThree([part.positions[index]!, part.positions[index + 1]!, part.positions[index + 2]!])
      positions.push(point.x, point.y, point.z)
    }
    geometry.setAttribute('position', new THREE.Float32BufferAttribute(positions, 3))
    if (part.colors) geometry.setAttribute('color', new THREE.Float32BufferAttribute(part.colors, 3))
    geometry.setIndex(part.indices)
    const shaped = part.flat ? geometry.toNonIndexed() : geometry
    shaped.computeVertexNormals()
    let material: THREE.Material
    switch (description.display) {
      case 'rendered':
        material = physicalMaterial(part.material === 'zebra' ? 'clay' : part.material)
        break
      case 'arctic':
        material = new THREE.MeshStandardMaterial({ color: '#f7f7f5', roughness: 0.9 })
        break
      case 'technical':
        material = new THREE.MeshBasicMaterial({
          color: '#ffffff',
          polygonOffset: true,
          polygonOffsetFactor: 1,
          polygonOffsetUnits: 1,
        })
        break
      case 'ghosted':
        material = new THREE.MeshStandardMaterial({
          color: '#c9d3e0',
          transparent: true,
          opacity: 0.35,
          depthWrite: false,
          roughness: 0.6,
        })
        break
      default:
        material = shadedMaterial(part.material, description.zebraStripes)
    }
    material.side = THREE.DoubleSide
    const mesh = new THREE.Mesh(shaped, material)
    mesh.castShadow = rendered || description.display === 'arctic'
    mesh.receiveShadow = mesh.castShadow
    group.add(mesh)
    if (description.display === 'technical') {
      const edges = new THREE.EdgesGeometry(shaped, 35)
      group.add(new THREE.LineSegments(edges, new THREE.LineBasicMaterial({ color: '#111827' })))
    }
  }
  return group
}

function fatLines(set: LineSet, width: number, height: number, px: number): LineSegments2 {
  const segments: number[] = []
  for (const line of set.polylines) {
    for (let i = 0; i + 1 < line.length; i++) {
      const a = toThree(line[i]!)
      const b = toThree(line[i + 1]!)
      segments.push(a.x, a.y, a.z, b.x, b.y, b.z)
    }
  }
  const geometry = new LineSegmentsGeometry()
  geometry.setPositions(segments)
  const strong = ['selected', 'accent', 'comb', 'edge', 'naked', 'toolpath'].includes(set.color)
  const material = new LineMaterial({
    color: new THREE.Color(colour(set.color)),
    linewidth: (strong ? 2.4 : 1.5) * px,
    transparent: true,
    opacity: set.opacity ?? 0.85,
    depthTest: !set.onTop,
  })
  material.resolution.set(width, height)
  const lines = new LineSegments2(geometry, material)
  lines.renderOrder = set.onTop ? 10 : 1
  lines.userData.views = set.views
  return lines
}

/** A square point marker texture: a filled square with a contrasting border (Rhino's control-point grips). */
function gripTexture(fill: string, border: string): THREE.Texture {
  const canvas = document.createElement('canvas')
  canvas.width = canvas.height = 16
  const context = canvas.getContext('2d')!
  context.fillStyle = border
  context.fillRect(0, 0, 16, 16)
  context.fillStyle = fill
  context.fillRect(3, 3, 10, 10)
  const texture = new THREE.CanvasTexture(canvas)
  texture.magFilter = THREE.NearestFilter
  return texture
}
const GRIPS = {
  control: gripTexture('#1f2937', '#f8fafc'),
  selected: gripTexture('#f0b90b', '#1f2937'),
  attractor: gripTexture('#3b82f6', '#f8fafc'),
}

/** Rhino 8's Gumball: arrows, rotation arcs and scale handles, drawn over everything. */
function gumball({ origin, size }: Gumball): THREE.Group {
  const group = new THREE.Group()
  const center = toThree(origin)
  const axes: [THREE.Vector3, string][] = [
    [new THREE.Vector3(1, 0, 0), PALETTE.axisX!],
    [new THREE.Vector3(0, 0, -1), PALETTE.axisY!],
    [new THREE.Vector3(0, 1, 0), PALETTE.axisZ!],
  ]
  const solid = (color: string) => new THREE.MeshBasicMaterial({ color, depthTest: false, toneMapped: false })
  for (const [direction, color] of axes) {
    const shaft = new THREE.Mesh(
      new THREE.CylinderGeometry(size * 0.018, size * 0.018, size * 0.8, 8),
      solid(color),
    )
    const head = new THREE.Mesh(new THREE.ConeGeometry(size * 0.07, size * 0.2, 16), solid(color))
    const handle = new THREE.Mesh(new THREE.BoxGeometry(size * 0.09, size * 0.09, size * 0.09), solid(color))
    const quaternion = new THREE.Quaternion().setFromUnitVectors(new THREE.Vector3(0, 1, 0), direction)
    for (const [mesh, at] of [
      [shaft, 0.4],
      [head, 0.9],
      [handle, 0.58],
    ] as const) {
      mesh.quaternion.copy(quaternion)
      mesh.position.copy(center).addScaledVector(direction, size * at)
      mesh.renderOrder = 20
      group.add(mesh)
    }
    // The rotation arc about this axis: a quarter circle between the two other axes.
    const arc = new THREE.Mesh(
      new THREE.TorusGeometry(size * 0.55, size * 0.014, 6, 32, Math.PI / 2),
      solid(color),
    )
    const others = axes.filter(([other]) => other !== direction).map(([other]) => other)
    const basis = new THREE.Matrix4().makeBasis(others[0]!, others[1]!, direction)
    arc.quaternion.setFromRotationMatrix(basis)
    arc.position.copy(center)
    arc.renderOrder = 20
    group.add(arc)
  }
  const hub = new THREE.Mesh(new THREE.SphereGeometry(size * 0.05, 12, 8), solid('#f8fafc'))
  hub.position.copy(center)
  hub.renderOrder = 21
  group.add(hub)
  return group
}

/** The construction plane grid of a view: minor lines, every fifth major, the plane's x and y axes in red and green. */
function grid(
  plane: 'xy' | 'xz' | 'yz',
  extent: number,
  spacing: number,
  elevation: number,
  center: THREE.Vector3,
): THREE.Group {
  const group = new THREE.Group()
  const count = Math.ceil(extent / spacing)
  const minor: number[] = []
  const major: number[] = []
  const axisA: number[] = []
  const axisB: number[] = []
  const point = (a: number, b: number) => {
    if (plane === 'xy') return toThree([a, b, elevation])
    if (plane === 'xz') return toThree([a, 0, b])
    return toThree([0, a, b])
  }
  // Centre the grid on the model, snapped to the spacing.
  const [ca, cb] =
    plane === 'xy' ? [center.x, -center.z] : plane === 'xz' ? [center.x, center.y] : [-center.z, center.y]
  const a0 = Math.round(ca / spacing) * spacing
  const b0 = Math.round(cb / spacing) * spacing
  for (let k = -count; k <= count; k++) {
    const a = a0 + k * spacing
    const b = b0 + k * spacing
    const index = Math.round(a / spacing)
    const indexB = Math.round(b / spacing)
    const lineA = [point(a, b0 - count * spacing), point(a, b0 + count * spacing)]
    const lineB = [point(a0 - count * spacing, b), point(a0 + count * spacing, b)]
    for (const [line, idx, axisList] of [
      [lineA, index, axisB],
      [lineB, indexB, axisA],
    ] as const) {
      const target = idx === 0 ? axisList : idx % 5 === 0 ? major : minor
      target.push(...line[0]!.toArray(), ...line[1]!.toArray())
    }
  }
  const add = (positions: number[], color: string, opacity: number) => {
    const geometry = new THREE.BufferGeometry()
    geometry.setAttribute('position', new THREE.Float32BufferAttribute(positions, 3))
    const material = new THREE.LineBasicMaterial({
      color: new THREE.Color(color),
      transparent: true,
      opacity,
      depthWrite: false,
    })
    const lines = new THREE.LineSegments(geometry, material)
    lines.renderOrder = -1
    group.add(lines)
  }
  add(minor, '#828ea2', 0.22)
  add(major, '#828ea2', 0.45)
  add(axisA, PALETTE.axisX!, 0.75)
  add(axisB, PALETTE.axisY!, 0.75)
  return group
}

/** A shadow catcher: transparent except for the shadow, so the page colour shows around it. */
function shadowFloor(center: THREE.Vector3, radius: number, y: number): THREE.Mesh {
  const floor = new THREE.Mesh(
    new THREE.CircleGeometry(radius * 6, 48),
    new THREE.ShadowMaterial({ opacity: 0.28 }),
  )
  floor.rotation.x = -Math.PI / 2
  floor.position.set(center.x, y, center.z)
  floor.receiveShadow = true
  return floor
}

function niceSpacing(radius: number): number {
  const raw = radius / 4.5
  const power = 10 ** Math.floor(Math.log10(raw))
  return [1, 2, 5, 10].map((step) => step * power).find((step) => step >= raw) ?? power * 10
}

let output: HTMLCanvasElement | undefined

function renderScene(description: SceneDescription): void {
  const { width, height } = description
  const four = description.layout === 'four'
  renderer.setSize(width, height, false)
  const scene = new THREE.Scene()
  scene.environment = environment
  scene.environmentIntensity = description.display === 'rendered' ? 0.9 : 0.45
  const model = meshes(description)
  scene.add(model)
  // The frame holds everything drawn: the model, the lines over it (a curvature comb reaches past the model) and the
  // Gumball's arrows, so nothing is cut by the image's edge.
  const bounds = new THREE.Box3().setFromObject(model)
  for (const set of description.lines ?? [])
    for (const line of set.polylines) for (const point of line) bounds.expandByPoint(toThree(point))
  if (description.gumball) {
    const { origin, size } = description.gumball
    bounds.expandByPoint(
      toThree([origin[0]! + size * 1.05, origin[1]! + size * 1.05, origin[2]! + size * 1.05]),
    )
  }
  const sphere = bounds.getBoundingSphere(new THREE.Sphere())
  const { center, radius } = sphere
  const shift = description.camera.shift ?? [0, 0, 0]
  const target = center.clone().add(toThree(shift).multiplyScalar(radius))

  // Lights: a key light from the upper left (the shadow in Rendered and Arctic) and a soft fill.
  const key = new THREE.DirectionalLight('#ffffff', description.display === 'rendered' ? 2.2 : 1.9)
  key.position.set(center.x - radius * 1.2, center.y + radius * 5, center.z + radius * 1.8)
  key.target.position.copy(center)
  key.castShadow =
    (description.display === 'rendered' || description.display === 'arctic') && description.title !== 'Top'
  key.shadow.mapSize.set(2048, 2048)
  key.shadow.radius = 6
  key.shadow.bias = -0.0004
  Object.assign(key.shadow.camera, {
    left: -radius * 2,
    right: radius * 2,
    top: radius * 2,
    bottom: -radius * 2,
    near: 0.01,
    far: radius * 12,
  })
  scene.add(key, key.target, new THREE.HemisphereLight('#ffffff', '#6f7890', 0.35))
  if (key.castShadow) scene.add(shadowFloor(center, radius, bounds.min.y - radius * 0.002))

  // Line widths, grips and labels are given for a 960 px wide image; a larger (supersampled) one scales them.
  const px = width / 960
  const lineObjects = (description.lines ?? []).map((set) =>
    fatLines(set, four ? width / 2 : width, four ? height / 2 : height, px),
  )
  for (const lines of lineObjects) scene.add(lines)
  const pointObjects = (description.points ?? []).map((set) => {
    const geometry = new THREE.BufferGeometry()
    geometry.setAttribute(
      'position',
      new THREE.Float32BufferAttribute(
        set.points.flatMap((point) => toThree(point).toArray()),
        3,
      ),
    )
    const size = (set.kind === 'attractor' ? 16 : 10) * px
    const points = new THREE.Points(
      geometry,
      new THREE.PointsMaterial({
        size,
        sizeAttenuation: false,
        map: GRIPS[set.kind],
        depthTest: false,
        transparent: true,
      }),
    )
    points.renderOrder = 30
    points.userData.views = set.views
    scene.add(points)
    return points
  })
  if (description.gumball) scene.add(gumball(description.gumball))

  const spacing = description.gridSpacing ?? niceSpacing(radius)
  const elevation = description.gridElevation ?? bounds.min.y
  const grids = {
    xy: grid('xy', radius * 1.6, spacing, elevation, center),
    xz: grid('xz', radius * 1.6, spacing, 0, center),
    yz: grid('yz', radius * 1.6, spacing, 0, center),
  }
  const showGrid = description.grid !== false
  for (const plane of Object.values(grids)) scene.add(plane)

  const views: View[] = []
  const perspective = (w: number, h: number) => {
    const fov = description.camera.fov ?? 30
    const camera = new THREE.PerspectiveCamera(fov, w / h, radius / 50, radius * 40)
    const fitHeight = radius / Math.sin(THREE.MathUtils.degToRad(fov / 2))
    const fitWidth = fitHeight / Math.min(1, w / h)
    const distance = Math.min(fitHeight, fitWidth) * 0.78 * (description.camera.zoom ?? 1)
    const azimuth = THREE.MathUtils.degToRad(description.camera.azimuth)
    const elevationAngle = THREE.MathUtils.degToRad(description.camera.elevation)
    camera.position.set(
      target.x + distance * Math.cos(elevationAngle) * Math.sin(azimuth),
      target.y + distance * Math.sin(elevationAngle),
      target.z + distance * Math.cos(elevationAngle) * Math.cos(azimuth),
    )
    camera.lookAt(target)
    return camera
  }
  const ortho = (name: ViewName, w: number, h: number) => {
    const size = bounds.getSize(new THREE.Vector3())
    // Screen width and height of the model in this view (three's axes).
    const [sx, sy] =
      name === 'Top' ? [size.x, size.z] : name === 'Front' ? [size.x, size.y] : [size.z, size.y]
    const half = Math.max(sx / 2 / (w / h), sy / 2) * 1.14
    const camera = new THREE.OrthographicCamera(
      -half * (w / h),
      half * (w / h),
      half,
      -half,
      -radius * 20,
      radius * 20,
    )
    const away = radius * 5
    if (name === 'Top') {
      camera.position.set(center.x, center.y + away, center.z)
      camera.up.set(0, 0, -1)
    } else if (name === 'Front') camera.position.set(center.x, center.y, center.z + away)
    else camera.position.set(center.x + away, center.y, center.z)
    camera.lookAt(center)
    return camera
  }
  if (four) {
    const w = Math.floor(width / 2)
    const h = Math.floor(height / 2)
    views.push(
      { name: 'Top', camera: ortho('Top', w, h), rect: [0, 0, w, h] },
      { name: 'Perspective', camera: perspective(w, h), rect: [w, 0, width - w, h] },
      { name: 'Front', camera: ortho('Front', w, h), rect: [0, h, w, height - h] },
      { name: 'Right', camera: ortho('Right', w, h), rect: [w, h, width - w, height - h] },
    )
  } else {
    // A single view named Top, Front or Right is a parallel projection, as in Rhino; anything else is a perspective.
    const parallel = (['Top', 'Front', 'Right'] as const).find((name) => name === description.title)
    views.push({
      name: parallel ?? 'Perspective',
      camera: parallel ? ortho(parallel, width, height) : perspective(width, height),
      rect: [0, 0, width, height],
    })
  }

  renderer.setScissorTest(true)
  renderer.clear()
  for (const view of views) {
    const [x, y, w, h] = view.rect
    const glY = height - y - h
    renderer.setViewport(x, glY, w, h)
    renderer.setScissor(x, glY, w, h)
    renderer.clear()
    grids.xy.visible = showGrid && (view.name === 'Top' || view.name === 'Perspective')
    grids.xz.visible = showGrid && view.name === 'Front'
    grids.yz.visible = showGrid && view.name === 'Right'
    for (const object of [...lineObjects, ...pointObjects]) {
      const only = object.userData.views as ViewName[] | undefined
      object.visible = !only || !four || only.includes(view.name)
    }
    renderer.render(scene, view.camera)
  }
  renderer.setScissorTest(false)

  // Overlays: view titles, the world axes icon and the view separators, on a 2D canvas over the WebGL image.
  const canvas = document.createElement('canvas')
  canvas.width = width
  canvas.height = height
  const context = canvas.getContext('2d')!
  context.drawImage(glCanvas, 0, 0)
  const scale = width / 960
  for (const view of views) {
    const [x, y, w, h] = view.rect
    const title = four ? view.name : description.title
    if (title) {
      context.font = `600 ${Math.round(18 * scale)}px "DejaVu Sans", sans-serif`
      context.fillStyle = PALETTE.label!
      context.fillText(title, x + 16 * scale, y + 30 * scale)
    }
    if (view.name === 'Perspective' && (four || description.title))
      axesIcon(context, view.camera, x + 34 * scale, y + h - 30 * scale, 20 * scale)
    void w
  }
  if (four) {
    context.strokeStyle = PALETTE.separator!
    context.lineWidth = Math.max(1, 1.5 * scale)
    context.beginPath()
    context.moveTo(width / 2, 0)
    context.lineTo(width / 2, height)
    context.moveTo(0, height / 2)
    context.lineTo(width, height / 2)
    context.stroke()
  }

  scene.traverse((object) => {
    if (
      object instanceof THREE.Mesh ||
      object instanceof THREE.LineSegments ||
      object instanceof THREE.Points
    ) {
      if (object.geometry instanceof THREE.BufferGeometry) object.geometry.dispose()
    }
  })
  output = canvas
}

/** The last drawn image as PNG, base64 (render-images.ts scales it down and encodes the WebP). */
async function encodePng(): Promise<string> {
  if (!output) throw new Error('nothing drawn yet')
  const source = output
  const blob = await new Promise<Blob>((resolve, reject) =>
    source.toBlob((result) => (result ? resolve(result) : reject(new Error('no PNG'))), 'image/png'),
  )
  const bytes = new Uint8Array(await blob.arrayBuffer())
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary)
}

/** The world axes icon in the lower left of a perspective view: x red, y green, z blue, as the camera sees them. */
function axesIcon(
  context: CanvasRenderingContext2D,
  camera: THREE.Camera,
  x: number,
  y: number,
  length: number,
) {
  const axes: [number[], string][] = [
    [[1, 0, 0], PALETTE.axisX!],
    [[0, 1, 0], PALETTE.axisY!],
    [[0, 0, 1], PALETTE.axisZ!],
  ]
  const rotation = new THREE.Matrix4().extractRotation(camera.matrixWorldInverse)
  context.lineWidth = 2.5 * (length / 20)
  context.lineCap = 'round'
  for (const [axis, color] of axes) {
    const direction = toThree(axis).applyMatrix4(rotation)
    context.strokeStyle = color
    context.beginPath()
    context.moveTo(x, y)
    context.lineTo(x + direction.x * length, y - direction.y * length)
    context.stroke()
  }
}

declare global {
  interface Window {
    renderScene?: typeof renderScene
    encodePng?: typeof encodePng
  }
}
window.renderScene = renderScene
window.encodePng = encodePng
