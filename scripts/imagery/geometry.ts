// Helpers that build and tessellate genuine openNURBS geometry with rhino3dm (Node, used by render-images.ts only).
import rhino3dm from 'rhino3dm'
import type { MaterialName, MeshPart } from './scene.ts'

export type Rhino = Awaited<ReturnType<typeof rhino3dm>>
export type Point = [number, number, number]
/** The subset of rhino3dm's Surface that tessellation needs (NurbsSurface, RevSurface). */
export interface EvaluableSurface {
  domain(direction: number): number[]
  pointAt(u: number, v: number): number[]
}

let rhinoModule: Rhino | undefined
export async function loadRhino(): Promise<Rhino> {
  rhinoModule ??= await rhino3dm()
  return rhinoModule
}
function rhino(): Rhino {
  if (!rhinoModule) throw new Error('loadRhino() first')
  return rhinoModule
}

/**
 * A degree-3 NURBS surface through a grid of control points (`grid[u][v]`), clamped or closed (periodic) per direction.
 * Closed directions wrap the first three rows so the surface is smooth across the seam.
 */
export function nurbsSurface(grid: Point[][], closedU = false, closedV = false, degree = 3) {
  const rows = closedU ? [...grid, ...grid.slice(0, degree)] : grid
  const columns = (row: Point[]) => (closedV ? [...row, ...row.slice(0, degree)] : row)
  const countU = rows.length
  const countV = columns(rows[0]!).length
  const surface = rhino().NurbsSurface.create(3, false, degree + 1, degree + 1, countU, countV)
  rows.forEach((row, i) => columns(row).forEach((point, j) => surface.points().set(i, j, [...point, 1])))
  if (closedU) surface.knotsU().createPeriodicKnots(1)
  else surface.knotsU().createUniformKnots(1)
  if (closedV) surface.knotsV().createPeriodicKnots(1)
  else surface.knotsV().createUniformKnots(1)
  if (!surface.isValid) throw new Error('invalid NURBS surface')
  return surface
}

/** A degree-3 NURBS curve through control points. */
export function nurbsCurve(points: Point[], closed = false) {
  return rhino().NurbsCurve.create(closed, Math.min(3, points.length - 1), points)
}

/** A surface of revolution of `profile` (in the xz plane) about the z axis. */
export function revolve(profile: Point[], closed = false) {
  const curve = nurbsCurve(profile, closed)
  const axis = new (rhino().Line)([0, 0, 0], [0, 0, 1])
  return rhino().RevSurface.create(curve, axis, 0, Math.PI * 2)
}

export interface Tessellation {
  part: MeshPart
  /** Points of the grid, [u][v], for isocurves and analysis. */
  grid: Point[][]
}

/** Samples a surface on a regular parameter grid into a triangle mesh (openNURBS evaluates every point). */
export function tessellate(
  surface: EvaluableSurface,
  material: MaterialName,
  segmentsU = 48,
  segmentsV = 48,
  transform: (point: Point) => Point = (point) => point,
): Tessellation {
  const [u0 = 0, u1 = 1] = surface.domain(0)
  const [v0 = 0, v1 = 1] = surface.domain(1)
  const grid: Point[][] = []
  const positions: number[] = []
  for (let i = 0; i <= segmentsU; i++) {
    const row: Point[] = []
    for (let j = 0; j <= segmentsV; j++) {
      const [x = 0, y = 0, z = 0] = surface.pointAt(
        u0 + ((u1 - u0) * i) / segmentsU,
        v0 + ((v1 - v0) * j) / segmentsV,
      )
      const point = transform([x, y, z])
      row.push(point)
      positions.push(...point)
    }
    grid.push(row)
  }
  return { part: { positions, indices: gridIndices(segmentsU, segmentsV), material }, grid }
}

/** Two triangles per cell of a (segmentsU+1) × (segmentsV+1) vertex grid. */
export function gridIndices(segmentsU: number, segmentsV: number): number[] {
  const indices: number[] = []
  const width = segmentsV + 1
  for (let i = 0; i < segmentsU; i++) {
    for (let j = 0; j < segmentsV; j++) {
      const a = i * width + j
      indices.push(a, a + width, a + 1, a + 1, a + width, a + width + 1)
    }
  }
  return indices
}

/** Every `step`-th grid line in both directions, as polylines (Rhino's isocurve display). */
export function isocurves(grid: Point[][], step = 4): Point[][] {
  const lines: Point[][] = []
  for (let i = 0; i < grid.length; i += step) lines.push(grid[i]!)
  const columns = grid[0]?.length ?? 0
  for (let j = 0; j < columns; j += step) lines.push(grid.map((row) => row[j]!))
  return lines
}

/** A round tube (pipe) of `radius` along a NURBS curve through `points`. */
export function pipe(
  points: Point[],
  radius: number,
  material: MaterialName,
  segments = 32,
  sides = 12,
): MeshPart {
  const curve = nurbsCurve(points)
  const [t0 = 0, t1 = 1] = curve.domain
  const samples: Point[] = []
  for (let i = 0; i <= segments; i++) samples.push(curve.pointAt(t0 + ((t1 - t0) * i) / segments) as Point)
  return tubeAlong(samples, radius, material, sides)
}

/**
 * A tube around a polyline (straight beams, hangers, posts, a lamp's arm). Its rings are placed on a rotation-minimising
 * frame (the first ring's frame carried along by parallel transport), so the tube never twists or flips where the
 * tangent turns steeply: one continuous, fair surface along the whole curve.
 */
export function tubeAlong(samples: Point[], radius: number, material: MaterialName, sides = 12): MeshPart {
  const positions: number[] = []
  const tangents = samples.map((point, i) =>
    normalize(sub(samples[Math.min(i + 1, samples.length - 1)]!, samples[Math.max(i - 1, 0)]!)),
  )
  const first = tangents[0]!
  const helper: Point = Math.abs(first[2]) < 0.9 ? [0, 0, 1] : [1, 0, 0]
  let side = normalize(cross(first, helper))
  samples.forEach((point, i) => {
    const tangent = tangents[i]!
    if (i > 0) {
      // Parallel transport: take the previous side vector, remove its component along the new tangent.
      const along = scale(tangent, side[0] * tangent[0] + side[1] * tangent[1] + side[2] * tangent[2])
      side = normalize(sub(side, along))
    }
    const up = cross(side, tangent)
    for (let k = 0; k <= sides; k++) {
      const angle = (k / sides) * Math.PI * 2
      positions.push(
        ...add(point, add(scale(side, Math.cos(angle) * radius), scale(up, Math.sin(angle) * radius))),
      )
    }
  })
  return { positions, indices: gridIndices(samples.length - 1, sides), material }
}

/** An axis-aligned box, optionally rotated about z, as a mesh with hard edges. */
export function box(center: Point, size: Point, material: MaterialName, rotation = 0): MeshPart {
  const [hx, hy, hz] = size.map((value) => value / 2) as Point
  const cos = Math.cos(rotation)
  const sin = Math.sin(rotation)
  const corner = (x: number, y: number, z: number): Point => [
    center[0] + x * cos - y * sin,
    center[1] + x * sin + y * cos,
    center[2] + z,
  ]
  const faces: Point[][] = [
    [corner(-hx, -hy, -hz), corner(hx, -hy, -hz), corner(hx, -hy, hz), corner(-hx, -hy, hz)],
    [corner(hx, -hy, -hz), corner(hx, hy, -hz), corner(hx, hy, hz), corner(hx, -hy, hz)],
    [corner(hx, hy, -hz), corner(-hx, hy, -hz), corner(-hx, hy, hz), corner(hx, hy, hz)],
    [corner(-hx, hy, -hz), corner(-hx, -hy, -hz), corner(-hx, -hy, hz), corner(-hx, hy, hz)],
    [corner(-hx, -hy, hz), corner(hx, -hy, hz), corner(hx, hy, hz), corner(-hx, hy, hz)],
    [corner(-hx, hy, -hz), corner(hx, hy, -hz), corner(hx, -hy, -hz), corner(-hx, -hy, -hz)],
  ]
  return quads(faces, material)
}

/** Separate quads (unshared vertices, so each keeps a flat normal). */
export function quads(faces: Point[][], material: MaterialName): MeshPart {
  const positions: number[] = []
  const indices: number[] = []
  for (const face of faces) {
    const base = positions.length / 3
    for (const point of face) positions.push(...point)
    indices.push(base, base + 1, base + 2, base, base + 2, base + 3)
  }
  return { positions, indices, material, flat: true }
}

/** Joins parts of the same material into one mesh (fewer draw calls). */
export function merge(parts: MeshPart[]): MeshPart {
  const first = parts[0]
  if (!first) throw new Error('nothing to merge')
  const positions: number[] = []
  const indices: number[] = []
  for (const part of parts) {
    const base = positions.length / 3
    positions.push(...part.positions)
    for (const index of part.indices) indices.push(base + index)
  }
  return { positions, indices, material: first.material, flat: first.flat }
}

/** A colour ramp from blue over green and yellow to red (Rhino's analysis colours), t in 0–1. */
export function analysisColor(t: number): Point {
  const clamped = Math.min(1, Math.max(0, t))
  const hue = (1 - clamped) * 240
  const c = 1
  const x = 1 - Math.abs(((hue / 60) % 2) - 1)
  const [r, g, b] = hue < 60 ? [c, x, 0] : hue < 120 ? [x, c, 0] : hue < 180 ? [0, c, x] : [0, x, c]
  return [r * 0.85 + 0.1, g * 0.85 + 0.1, b * 0.85 + 0.1]
}

/** Per-vertex colours of a tessellated grid from a value per grid point (curvature, height), normalised. */
export function gridColors(grid: Point[][], value: (i: number, j: number, point: Point) => number): number[] {
  const values = grid.flatMap((row, i) => row.map((point, j) => value(i, j, point)))
  // Rhino's analysis range is set by hand to the values that matter: here the 2nd to 98th percentile.
  const sorted = [...values].sort((a, b) => a - b)
  const min = sorted[Math.floor(sorted.length * 0.02)]!
  const max = sorted[Math.floor(sorted.length * 0.98)]!
  return values.flatMap((v) => analysisColor((v - min) / (max - min || 1)))
}

/** Discrete curvature at a grid point: length of the second difference (fair hulls show smooth colour bands). */
export function gridBend(grid: Point[][], i: number, j: number): number {
  const at = (a: number, b: number) =>
    grid[Math.min(grid.length - 1, Math.max(0, a))]![Math.min(grid[0]!.length - 1, Math.max(0, b))]!
  const p = at(i, j)
  const du = sub(add(at(i - 1, j), at(i + 1, j)), scale(p, 2))
  const dv = sub(add(at(i, j - 1), at(i, j + 1)), scale(p, 2))
  return Math.hypot(...du) + Math.hypot(...dv)
}

export const add = (a: Point, b: Point): Point => [a[0] + b[0], a[1] + b[1], a[2] + b[2]]
export const sub = (a: Point, b: Point): Point => [a[0] - b[0], a[1] - b[1], a[2] - b[2]]
export const scale = (a: Point, s: number): Point => [a[0] * s, a[1] * s, a[2] * s]
export const cross = (a: Point, b: Point): Point => [
  a[1] * b[2] - a[2] * b[1],
  a[2] * b[0] - a[0] * b[2],
  a[0] * b[1] - a[1] * b[0],
]
export const normalize = (a: Point): Point => scale(a, 1 / (Math.hypot(...a) || 1))
export const lerp = (a: Point, b: Point, t: number): Point => add(a, scale(sub(b, a), t))

/** Samples a polyline of a NURBS curve through control points (for rails, profiles and curvature combs). */
export function curvePoints(points: Point[], samples = 64, closed = false): Point[] {
  const curve = nurbsCurve(points, closed)
  const [t0 = 0, t1 = 1] = curve.domain
  return range(samples + 1).map((i) => curve.pointAt(t0 + ((t1 - t0) * i) / samples) as Point)
}

/**
 * Rhino's curvature graph of a sampled curve: a hair per sample along the normal, its length proportional to the
 * curvature, and the envelope through the hair tips. `side` picks the side when the curve is planar.
 */
export function curvatureComb(
  samples: Point[],
  scaleFactor: number,
): { hairs: Point[][]; envelope: Point[] } {
  const hairs: Point[][] = []
  const envelope: Point[] = []
  for (let i = 1; i + 1 < samples.length; i++) {
    const a = samples[i - 1]!
    const b = samples[i]!
    const c = samples[i + 1]!
    // Curvature from the circle through three points: k = 4·area / (|ab|·|bc|·|ca|), along the normal towards the centre.
    const ab = sub(b, a)
    const bc = sub(c, b)
    const ca = sub(a, c)
    const normal = cross(ab, bc)
    const area2 = Math.hypot(...normal)
    const k = (2 * area2) / (Math.hypot(...ab) * Math.hypot(...bc) * Math.hypot(...ca) || 1)
    const inward = normalize(cross(normal, sub(c, a)))
    const tip = sub(b, scale(inward, k * scaleFactor))
    hairs.push([b, tip])
    envelope.push(tip)
  }
  return { hairs, envelope }
}

/** Every control point of a rhino3dm NurbsSurface, as rows [u][v] (the control net drawn in Rhino's PointsOn). */
export function controlNet(
  surface: { points(): { get(i: number, j: number): number[] } },
  countU: number,
  countV: number,
): Point[][] {
  const points = surface.points()
  return range(countU).map((i) =>
    range(countV).map((j) => {
      const [x = 0, y = 0, z = 0, w = 1] = points.get(i, j)
      return [x / (w || 1), y / (w || 1), z / (w || 1)] as Point
    }),
  )
}

export const range = (count: number) => Array.from({ length: count }, (_, index) => index)
