// ShrinkWrap as the command conceptually works (Node, catalogue.ts): the input objects' signed distance field, offset
// outwards and smoothly joined, meshed into one closed surface (surface nets: a vertex per grid cell the surface
// crosses, a quad per grid edge it crosses, so the mesh is watertight by construction). The inputs are a box, a turned
// block, a bent pipe and a ball, the sort of separate, overlapping parts a 3D print needs joined.
import { add, curvePoints, pipe, box, scale, sub, tessellate, revolve, type Point } from '../geometry.ts'
import type { MaterialName, MeshPart } from '../scene.ts'
import { range, type Model } from './common.ts'

type Field = (point: Point) => number

const length = (p: Point) => Math.hypot(p[0], p[1], p[2])

/** Distance to a box of half-size `half` centred at `center`, turned by `turn` about z (negative inside). */
function boxField(center: Point, half: Point, turn = 0): Field {
  const cos = Math.cos(-turn)
  const sin = Math.sin(-turn)
  return (point) => {
    const [x, y, z] = sub(point, center)
    const local: Point = [Math.abs(x * cos - y * sin), Math.abs(x * sin + y * cos), Math.abs(z)]
    const q = sub(local, half)
    const outside = length([Math.max(q[0], 0), Math.max(q[1], 0), Math.max(q[2], 0)])
    return outside + Math.min(Math.max(q[0], q[1], q[2]), 0)
  }
}

/** Distance to a tube of `radius` around a polyline. */
function tubeField(line: Point[], radius: number): Field {
  return (point) => {
    let best = Infinity
    for (let k = 0; k + 1 < line.length; k++) {
      const a = line[k]!
      const ab = sub(line[k + 1]!, a)
      const ap = sub(point, a)
      const t = Math.max(
        0,
        Math.min(1, (ap[0] * ab[0] + ap[1] * ab[1] + ap[2] * ab[2]) / (length(ab) ** 2 || 1)),
      )
      best = Math.min(best, length(sub(ap, scale(ab, t))))
    }
    return best - radius
  }
}

const ballField =
  (center: Point, radius: number): Field =>
  (point) =>
    length(sub(point, center)) - radius

/** Polynomial smooth minimum: joins two fields with a fillet about `k` wide (the wrap bridges small gaps). */
function smoothMin(a: number, b: number, k: number): number {
  const h = Math.max(k - Math.abs(a - b), 0) / k
  return Math.min(a, b) - (h * h * k) / 4
}

/**
 * The zero level of `field` inside [min, max] as a closed quad mesh, by surface nets on a grid of `cell` spacing.
 * Returns the mesh and its quads' edges (Rhino's mesh wires).
 */
export function surfaceNets(field: Field, min: Point, max: Point, cell: number) {
  const counts = [0, 1, 2].map((axis) => Math.ceil((max[axis]! - min[axis]!) / cell) + 1) as Point
  const [nx, ny, nz] = counts
  const at = (i: number, j: number, k: number) => i + nx * (j + ny * k)
  const values = new Float64Array(nx * ny * nz)
  for (let k = 0; k < nz; k++)
    for (let j = 0; j < ny; j++)
      for (let i = 0; i < nx; i++)
        values[at(i, j, k)] = field([min[0] + i * cell, min[1] + j * cell, min[2] + k * cell])
  const positions: number[] = []
  const vertexOfCell = new Int32Array(nx * ny * nz).fill(-1)
  const corners = range(8).map((c) => [c & 1, (c >> 1) & 1, (c >> 2) & 1] as const)
  const cubeEdges = [
    [0, 1],
    [2, 3],
    [4, 5],
    [6, 7],
    [0, 2],
    [1, 3],
    [4, 6],
    [5, 7],
    [0, 4],
    [1, 5],
    [2, 6],
    [3, 7],
  ] as const
  for (let k = 0; k + 1 < nz; k++)
    for (let j = 0; j + 1 < ny; j++)
      for (let i = 0; i + 1 < nx; i++) {
        const v = corners.map(([a, b, c]) => values[at(i + a, j + b, k + c)]!)
        if (v.every((value) => value < 0) || v.every((value) => value >= 0)) continue
        let sum: Point = [0, 0, 0]
        let count = 0
        for (const [a, b] of cubeEdges) {
          if (v[a]! < 0 === v[b]! < 0) continue
          const t = v[a]! / (v[a]! - v[b]!)
          const pa = corners[a]!
          const pb = corners[b]!
          sum = add(sum, [
            pa[0] + t * (pb[0] - pa[0]),
            pa[1] + t * (pb[1] - pa[1]),
            pa[2] + t * (pb[2] - pa[2]),
          ])
          count += 1
        }
        const local = scale(sum, 1 / count)
        vertexOfCell[at(i, j, k)] = positions.length / 3
        positions.push(
          min[0] + (i + local[0]) * cell,
          min[1] + (j + local[1]) * cell,
          min[2] + (k + local[2]) * cell,
        )
      }
  const indices: number[] = []
  const wires = new Map<string, [number, number]>()
  const quad = (a: number, b: number, c: number, d: number, flip: boolean) => {
    const loop = flip ? [a, d, c, b] : [a, b, c, d]
    indices.push(loop[0]!, loop[1]!, loop[2]!, loop[0]!, loop[2]!, loop[3]!)
    for (let e = 0; e < 4; e++) {
      const p = loop[e]!
      const q = loop[(e + 1) % 4]!
      wires.set(p < q ? `${p},${q}` : `${q},${p}`, [p, q])
    }
  }
  const cellVertex = (i: number, j: number, k: number) => vertexOfCell[at(i, j, k)]!
  for (let k = 0; k < nz; k++)
    for (let j = 0; j < ny; j++)
      for (let i = 0; i < nx; i++) {
        const inside = values[at(i, j, k)]! < 0
        // The grid edge from this point along x, y and z: where the sign changes, the four cells around it meet.
        if (i + 1 < nx && j > 0 && k > 0 && inside !== values[at(i + 1, j, k)]! < 0)
          quad(
            cellVertex(i, j - 1, k - 1),
            cellVertex(i, j, k - 1),
            cellVertex(i, j, k),
            cellVertex(i, j - 1, k),
            !inside,
          )
        if (j + 1 < ny && i > 0 && k > 0 && inside !== values[at(i, j + 1, k)]! < 0)
          quad(
            cellVertex(i - 1, j, k - 1),
            cellVertex(i - 1, j, k),
            cellVertex(i, j, k),
            cellVertex(i, j, k - 1),
            !inside,
          )
        if (k + 1 < nz && i > 0 && j > 0 && inside !== values[at(i, j, k + 1)]! < 0)
          quad(
            cellVertex(i - 1, j - 1, k),
            cellVertex(i, j - 1, k),
            cellVertex(i, j, k),
            cellVertex(i - 1, j, k),
            !inside,
          )
      }
  const point = (index: number): Point => [
    positions[index * 3]!,
    positions[index * 3 + 1]!,
    positions[index * 3 + 2]!,
  ]
  return { positions, indices, wires: [...wires.values()].map(([a, b]) => [point(a), point(b)]) }
}

/** The input objects: meshes to draw and the fields they are wrapped from. */
function inputs(material: MaterialName): { parts: MeshPart[]; fields: Field[] } {
  const rail: Point[] = [
    [-4.2, -2.6, 0.6],
    [-2.4, -0.4, 3.6],
    [-3.6, 2.4, 6.4],
    [-1.4, 3.2, 8.2],
  ]
  const railPoints = curvePoints(rail, 40)
  const ballCenter: Point = [5.6, -2.2, 1.3]
  return {
    parts: [
      box([0.6, 0, 2], [8, 5, 4], material),
      box([3, 0.4, 5.6], [3, 3, 4], material, 0.5),
      pipe(rail, 0.8, material, 48, 16),
      tessellate(
        revolve(
          range(13).map((m) => {
            const angle = -Math.PI / 2 + (m / 12) * Math.PI
            return [Math.max(0.001, 1.3 * Math.cos(angle)), 0, 1.3 * Math.sin(angle)] as Point
          }),
        ),
        material,
        24,
        12,
        (p) => add(p, ballCenter),
      ).part,
    ],
    fields: [
      boxField([0.6, 0, 2], [4, 2.5, 2]),
      boxField([3, 0.4, 5.6], [1.5, 1.5, 2], 0.5),
      tubeField(railPoints, 0.8),
      ballField(ballCenter, 1.3),
    ],
  }
}

/**
 * The inputs and their wrap: a translucent closed mesh a little outside them (`offset`), its wires drawn as Rhino
 * draws a mesh's edges. `cell` is the mesh's edge length (the command's target edge length).
 */
export function shrinkwrap(cell = 0.5, offset = 0.35): Model {
  const { parts, fields } = inputs('darkClay')
  const field: Field = (point) => fields.map((f) => f(point)).reduce((a, b) => smoothMin(a, b, 1.6)) - offset
  const wrap = surfaceNets(field, [-6.5, -5, -1], [8, 5, 10.5], cell)
  return {
    parts: [...parts, { positions: wrap.positions, indices: wrap.indices, material: 'glass' }],
    lines: [{ polylines: wrap.wires, color: 'polygon', opacity: 0.5 }],
  }
}

/** The same wrap for a render: an opaque shell only. */
export function shrinkwrapShell(material: MaterialName): MeshPart {
  const { fields } = inputs('darkClay')
  const field: Field = (point) => fields.map((f) => f(point)).reduce((a, b) => smoothMin(a, b, 1.6)) - 0.35
  const wrap = surfaceNets(field, [-6.5, -5, -1], [8, 5, 10.5], 0.3)
  return { positions: wrap.positions, indices: wrap.indices, material }
}
