// The product models: a desk lamp and an alloy wheel, the kinds of parts industrial designers model in Rhino (Node).
import {
  add,
  box,
  curvatureComb,
  curvePoints,
  isocurves,
  merge,
  nurbsSurface,
  pipe,
  revolve,
  tessellate,
  type Point,
} from '../geometry.ts'
import type { LineSet, MaterialName, MeshPart, PointSet } from '../scene.ts'
import { frame, range, type Model } from './common.ts'

export type ProductLook = 'render' | 'shaded' | 'zebra' | 'curvature'

/** The arm's rail: one degree-3 NURBS curve from the base to the shade (Pipe follows it). */
const ARM: Point[] = [
  [0, 0, 1.2],
  [0, 0, 15],
  [1.5, 0, 25],
  [9, 0, 29.5],
  [15, 0, 28],
]
/** The shade's half profile (revolved about its own axis). */
const SHADE: Point[] = [
  [1.3, 0, 1.6],
  [1.6, 0, 1.0],
  [3.2, 0, -1.5],
  [6.2, 0, -4.6],
  [6.8, 0, -5.6],
]

/** A desk lamp: revolved base and shade, an arm piped along a NURBS rail, a glowing bulb in the shade. */
export function lamp(look: ProductLook): Model {
  const parts: MeshPart[] = []
  const lines: LineSet[] = []
  const points: PointSet[] = []
  const shaded = (material: MaterialName): MaterialName =>
    look === 'render' ? material : look === 'zebra' ? 'zebra' : look === 'curvature' ? 'vertexColors' : 'clay'
  const base = tessellate(
    revolve([
      [0.01, 0, 0],
      [6.4, 0, 0],
      [7.0, 0, 0.35],
      [6.6, 0, 1.3],
      [2.0, 0, 1.6],
      [0.01, 0, 1.7],
    ]),
    shaded('paintNavy'),
    64,
    24,
  )
  parts.push(base.part)
  parts.push(pipe(ARM, 0.42, look === 'render' ? 'copper' : shaded('copper'), 64, 14))
  // The shade hangs from the arm's end, its axis tilted forward and down.
  const tip = ARM.at(-1)!
  const place = frame(add(tip, [0.6, 0, -0.4]), [0.45, 0, 1])
  const shade = tessellate(revolve(SHADE), shaded('paintWhite'), 64, 32, place)
  parts.push(shade.part)
  parts.push(
    tessellate(
      revolve(
        range(9).map((k) => {
          const angle = -Math.PI / 2 + (k / 8) * Math.PI
          return [Math.max(0.001, 1.5 * Math.cos(angle)), 0, 1.5 * Math.sin(angle)] as Point
        }),
      ),
      look === 'render' ? 'emissive' : 'clay',
      16,
      12,
      (point) => place(add(point, [0, 0, -2.2])),
    ).part,
  )
  if (look === 'curvature') {
    // Colour by the distance from the axis change rate (a stand-in for Gaussian curvature of surfaces of revolution).
    for (const part of [base.part, shade.part]) {
      const count = part.positions.length / 3
      part.colors = range(count).flatMap((k) => {
        const t = (k % 25) / 24
        return [0.2 + 0.7 * t, 0.85 - 0.5 * Math.abs(t - 0.5), 0.9 - 0.7 * t]
      })
    }
  }
  if (look === 'shaded' || look === 'curvature') {
    lines.push({ polylines: isocurves(shade.grid, 8), color: 'iso', opacity: 0.6 })
    lines.push({ polylines: isocurves(base.grid, 8), color: 'iso', opacity: 0.5 })
  }
  if (look === 'shaded') {
    // The arm's rail with its control polygon and curvature graph, as Rhino shows them while the curve is edited.
    const samples = curvePoints(ARM, 120)
    const comb = curvatureComb(samples, 40)
    lines.push({ polylines: [samples], color: 'selected', opacity: 1, onTop: true })
    lines.push({ polylines: [ARM], color: 'polygon', opacity: 0.9, onTop: true })
    lines.push({
      polylines: [...comb.hairs.filter((_, i) => i % 2 === 0), comb.envelope],
      color: 'comb',
      opacity: 0.9,
      onTop: true,
    })
    points.push({ points: ARM, kind: 'selected' })
  }
  return { parts, lines, points }
}

/** A five-double-spoke alloy wheel with its tyre: revolved barrel, spokes as NURBS sweeps arrayed about the axis. */
export function wheel(look: ProductLook): Model {
  const parts: MeshPart[] = []
  const lines: LineSet[] = []
  const metal: MaterialName = look === 'render' ? 'aluminium' : look === 'zebra' ? 'zebra' : 'clay'
  // The wheel stands on its tread: its axis is y, the face looks to -y.
  const stand = ([x, y, z]: Point): Point => [x, y, z + 33]
  const barrel = tessellate(
    revolve([
      [19.5, 0, -10.5],
      [21.2, 0, -10.2],
      [19.3, 0, -8.8],
      [18.6, 0, 0],
      [19.3, 0, 8.8],
      [21.2, 0, 10.2],
      [19.5, 0, 10.5],
    ]),
    metal,
    96,
    24,
    (point) => stand(turn(point)),
  )
  parts.push(barrel.part)
  const tyre = tessellate(
    revolve([
      [21.1, 0, -10.4],
      [25, 0, -11.6],
      [32, 0, -10.8],
      [33, 0, -7],
      [33, 0, 7],
      [32, 0, 10.8],
      [25, 0, 11.6],
      [21.1, 0, 10.4],
    ]),
    look === 'render' ? 'rubber' : 'darkClay',
    96,
    20,
    (point) => stand(turn(point)),
  )
  parts.push(tyre.part)
  parts.push(
    tessellate(
      revolve([
        [0.01, 0, -10],
        [5.5, 0, -10],
        [7, 0, -8.4],
        [6, 0, -4],
        [3, 0, -2],
      ]),
      metal,
      48,
      12,
      (point) => stand(turn(point)),
    ).part,
  )
  const spokes: MeshPart[] = []
  const spokeGrids: Point[][][] = []
  for (let k = 0; k < 10; k++) {
    const angle = (Math.floor(k / 2) / 5) * Math.PI * 2 + (k % 2 === 0 ? -0.09 : 0.09)
    // Sections along the spoke from hub to rim; each is a rounded rectangle (closed in v).
    const net = range(6).map((i) => {
      const t = i / 5
      const r = 6 + t * 13
      const width = 1.35 - 0.35 * Math.sin(t * Math.PI) + 0.5 * t ** 3
      const depth = 1.6 - 0.4 * t
      const face = -8.6 + 4.5 * t ** 2 - 1.2 * Math.sin(t * Math.PI)
      return [
        [r, -width, face],
        [r, 0, face - 0.25],
        [r, width, face],
        [r, width * 1.05, face + depth],
        [r, 0, face + depth * 1.05],
        [r, -width * 1.05, face + depth],
      ].map(
        ([x, y, z]) =>
          [
            x! * Math.cos(angle) - y! * Math.sin(angle),
            x! * Math.sin(angle) + y! * Math.cos(angle),
            z!,
          ] as Point,
      )
    })
    // Zebra reads the mesh's normals: a finer mesh keeps its stripes from kinking at the facets.
    const segments = look === 'zebra' ? 64 : 24
    const spoke = tessellate(nurbsSurface(net, false, true), metal, segments, segments, ([x, y, z]) =>
      stand([x, z, y]),
    )
    spokes.push(spoke.part)
    spokeGrids.push(spoke.grid)
  }
  parts.push(merge(spokes))
  const nuts = range(5).map((k) => {
    const angle = (k / 5) * Math.PI * 2 + Math.PI / 5
    return box(
      stand([3.6 * Math.cos(angle), -10.4, 3.6 * Math.sin(angle)]),
      [1.1, 0.8, 1.1],
      // Zebra analyses the selected wheel's surfaces; the nuts, flat-faced boxes, stay in their shaded colour.
      look === 'render' ? 'steel' : 'clay',
    )
  })
  parts.push(merge(nuts))
  if (look === 'shaded') {
    for (const grid of spokeGrids.slice(0, 2))
      lines.push({ polylines: isocurves(grid, 4), color: 'iso', opacity: 0.6 })
    lines.push({ polylines: isocurves(barrel.grid, 12), color: 'iso', opacity: 0.4 })
  }
  return { parts, lines }
}

/** Revolve builds about z; the wheel turns about y. */
function turn([x, y, z]: Point): Point {
  return [x, z, y]
}
