// SubD with creases (Node, catalogue.ts): a quad control cage subdivided by Catmull–Clark with the semi-sharp crease
// rules Rhino's SubD follows (a sharp crease stays sharp at every level; a soft one of weight s is sharp for s levels
// and smooth after, so its edge is rounded but tighter than the rest). The body is a small handheld product: a
// sharp crease around its flat base, a soft crease around its top face, smooth everywhere else.
import { add, lerp, scale, type Point } from '../geometry.ts'
import type { LineSet, MaterialName, MeshPart } from '../scene.ts'
import { type Model } from './common.ts'

export interface Cage {
  points: Point[]
  faces: number[][]
  /** Crease weight per edge ('a,b' with a < b): Infinity for a sharp crease, 1–3 for a soft one. */
  creases: Map<string, number>
}

const edgeKey = (a: number, b: number) => (a < b ? `${a},${b}` : `${b},${a}`)

/** One Catmull–Clark step with creases; child edges of a creased edge carry its weight less one. */
export function subdivide(cage: Cage): Cage & { edgePoint: Map<string, number> } {
  const { points, faces, creases } = cage
  const edgeFaces = new Map<string, number[]>()
  const pointEdges = points.map(() => new Set<string>())
  const pointFaces = points.map(() => [] as number[])
  faces.forEach((face, f) =>
    face.forEach((a, k) => {
      const b = face[(k + 1) % face.length]!
      const key = edgeKey(a, b)
      edgeFaces.set(key, [...(edgeFaces.get(key) ?? []), f])
      pointEdges[a]!.add(key)
      pointEdges[b]!.add(key)
      pointFaces[a]!.push(f)
    }),
  )
  const weight = (key: string) => ((edgeFaces.get(key)?.length ?? 0) < 2 ? Infinity : (creases.get(key) ?? 0))
  const facePoints = faces.map((face) =>
    scale(
      face.reduce((sum, index) => add(sum, points[index]!), [0, 0, 0] as Point),
      1 / face.length,
    ),
  )
  const newPoints: Point[] = []
  const edgePointIndex = new Map<string, number>()
  // Vertex points first (same indices as the cage), then edge points, then face points.
  points.forEach((point, v) => {
    const edges = [...pointEdges[v]!]
    const creased = edges.filter((key) => weight(key) > 0)
    const n = edges.length
    const other = (key: string) => points[Number(key.split(',').find((index) => Number(index) !== v))]!
    const smooth = () => {
      const f = scale(
        pointFaces[v]!.reduce((sum, face) => add(sum, facePoints[face]!), [0, 0, 0] as Point),
        1 / pointFaces[v]!.length,
      )
      const r = scale(
        edges.reduce((sum, key) => add(sum, lerp(point, other(key), 0.5)), [0, 0, 0] as Point),
        1 / n,
      )
      return scale(add(add(f, scale(r, 2)), scale(point, n - 3)), 1 / n)
    }
    if (creased.length < 2) newPoints.push(smooth())
    else if (creased.length > 2) newPoints.push(point)
    else {
      const crease = scale(add(scale(point, 6), add(other(creased[0]!), other(creased[1]!))), 1 / 8)
      const sharpness = Math.min(1, (weight(creased[0]!) + weight(creased[1]!)) / 2)
      newPoints.push(sharpness >= 1 ? crease : lerp(smooth(), crease, sharpness))
    }
  })
  for (const [key, adjacent] of edgeFaces) {
    const [a, b] = key.split(',').map(Number) as [number, number]
    const middle = lerp(points[a]!, points[b]!, 0.5)
    const w = weight(key)
    const smooth =
      adjacent.length === 2
        ? scale(
            add(add(points[a]!, points[b]!), add(facePoints[adjacent[0]!]!, facePoints[adjacent[1]!]!)),
            1 / 4,
          )
        : middle
    edgePointIndex.set(key, newPoints.length)
    newPoints.push(w >= 1 ? middle : lerp(smooth, middle, w))
  }
  const faceStart = newPoints.length
  newPoints.push(...facePoints)
  const newFaces: number[][] = []
  const newCreases = new Map<string, number>()
  faces.forEach((face, f) =>
    face.forEach((v, k) => {
      const next = face[(k + 1) % face.length]!
      const previous = face[(k + face.length - 1) % face.length]!
      newFaces.push([
        v,
        edgePointIndex.get(edgeKey(v, next))!,
        faceStart + f,
        edgePointIndex.get(edgeKey(previous, v))!,
      ])
    }),
  )
  for (const [key] of edgeFaces) {
    const [a, b] = key.split(',').map(Number) as [number, number]
    const middle = edgePointIndex.get(key)!
    const w = creases.get(key) ?? 0
    for (const end of [a, b]) {
      const child = edgeKey(end, middle)
      if (w > 1) newCreases.set(child, w === Infinity ? Infinity : w - 1)
    }
  }
  return { points: newPoints, faces: newFaces, creases: newCreases, edgePoint: edgePointIndex }
}

/**
 * The product's cage: a box lattice of 4 × 3 × 2 quads, shaped higher at the back and narrower at the front, with a
 * sharp crease around the base and a soft crease (weight 2) around the top face.
 */
export function productCage(): Cage & { base: string[]; top: string[] } {
  const [nx, ny, nz] = [4, 3, 2]
  const index = new Map<string, number>()
  const points: Point[] = []
  const vertex = (i: number, j: number, k: number) => {
    const key = `${i},${j},${k}`
    if (!index.has(key)) {
      const x = -6 + (12 * i) / nx
      const t = i / nx
      const halfWidth = 3.2 - 0.9 * t
      const y = -halfWidth + (2 * halfWidth * j) / ny
      const height = 3.6 + 1.4 * Math.sin(Math.PI * (1 - t) * 0.8)
      const z = (height * k) / nz
      index.set(key, points.length)
      points.push([x, y, z])
    }
    return index.get(key)!
  }
  const faces: number[][] = []
  for (let i = 0; i < nx; i++)
    for (let j = 0; j < ny; j++) {
      faces.push([vertex(i, j, 0), vertex(i, j + 1, 0), vertex(i + 1, j + 1, 0), vertex(i + 1, j, 0)])
      faces.push([vertex(i, j, nz), vertex(i + 1, j, nz), vertex(i + 1, j + 1, nz), vertex(i, j + 1, nz)])
    }
  for (let i = 0; i < nx; i++)
    for (let k = 0; k < nz; k++) {
      faces.push([vertex(i, 0, k), vertex(i + 1, 0, k), vertex(i + 1, 0, k + 1), vertex(i, 0, k + 1)])
      faces.push([vertex(i, ny, k), vertex(i, ny, k + 1), vertex(i + 1, ny, k + 1), vertex(i + 1, ny, k)])
    }
  for (let j = 0; j < ny; j++)
    for (let k = 0; k < nz; k++) {
      faces.push([vertex(0, j, k), vertex(0, j, k + 1), vertex(0, j + 1, k + 1), vertex(0, j + 1, k)])
      faces.push([vertex(nx, j, k), vertex(nx, j + 1, k), vertex(nx, j + 1, k + 1), vertex(nx, j, k + 1)])
    }
  const ring = (k: number) => {
    const loop: number[] = []
    for (let i = 0; i < nx; i++) loop.push(vertex(i, 0, k))
    for (let j = 0; j < ny; j++) loop.push(vertex(nx, j, k))
    for (let i = nx; i > 0; i--) loop.push(vertex(i, ny, k))
    for (let j = ny; j > 0; j--) loop.push(vertex(0, j, k))
    return loop.map((a, m) => edgeKey(a, loop[(m + 1) % loop.length]!))
  }
  const base = ring(0)
  const top = ring(nz)
  const creases = new Map<string, number>([
    ...base.map((key) => [key, Infinity] as const),
    ...top.map((key) => [key, 2] as const),
  ])
  return { points, faces, creases, base, top }
}

/** The subdivided body (`levels` steps) as a triangle mesh, and the polylines of its creased edges on the surface. */
export function subdBody(material: MaterialName, options: { cage?: boolean; levels?: number } = {}): Model {
  const cage = productCage()
  let mesh: Cage = cage
  // Which edges lie on a crease of the cage (sharp or soft), traced down through the levels: an edge's two halves.
  let onCrease = new Set<string>(cage.creases.keys())
  let onSoft = new Set<string>(cage.top)
  for (let level = 0; level < (options.levels ?? 4); level++) {
    const next = subdivide(mesh)
    const halves = (set: Set<string>) =>
      new Set(
        [...set].flatMap((key) => {
          const [a, b] = key.split(',').map(Number) as [number, number]
          const middle = next.edgePoint.get(key)!
          return [edgeKey(a, middle), edgeKey(b, middle)]
        }),
      )
    onCrease = halves(onCrease)
    onSoft = halves(onSoft)
    mesh = next
  }
  const positions = mesh.points.flat()
  const indices = mesh.faces.flatMap(([a, b, c, d]) => [a!, b!, c!, a!, c!, d!])
  const segments = (set: Set<string>) =>
    [...set].map((key) => key.split(',').map((index) => mesh.points[Number(index)]!) as Point[])
  const sharpEdges = segments(new Set([...onCrease].filter((key) => !onSoft.has(key))))
  const softEdges = segments(onSoft)
  const lines: LineSet[] = [
    { polylines: sharpEdges, color: 'selected', opacity: 1 },
    { polylines: softEdges, color: 'selected', opacity: 0.75 },
  ]
  if (options.cage) {
    const cageEdges = new Map<string, Point[]>()
    for (const face of cage.faces)
      face.forEach((a, k) => {
        const b = face[(k + 1) % face.length]!
        cageEdges.set(edgeKey(a, b), [cage.points[a]!, cage.points[b]!])
      })
    lines.push({
      polylines: [...cageEdges.entries()].filter(([key]) => !cage.creases.has(key)).map(([, line]) => line),
      color: 'polygon',
      opacity: 0.9,
      onTop: true,
    })
    lines.push({
      polylines: [...cage.creases.keys()].map((key) =>
        key.split(',').map((index) => cage.points[Number(index)]!),
      ),
      color: 'selected',
      opacity: 0.9,
      onTop: true,
    })
  }
  const part: MeshPart = { positions, indices, material }
  return { parts: [part], lines, points: options.cage ? [{ points: cage.points, kind: 'control' }] : [] }
}
