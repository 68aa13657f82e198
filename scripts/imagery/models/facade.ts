// The architecture models: a parametric façade, a timber gridshell, a footbridge, massing studies (Node, catalogue.ts).
import {
  analysisColor,
  box,
  isocurves,
  lerp,
  merge,
  nurbsSurface,
  pipe,
  quads,
  tessellate,
  tubeAlong,
  type Point,
} from '../geometry.ts'
import type { LineSet, MaterialName, MeshPart, PointSet } from '../scene.ts'
import { range, type Model } from './common.ts'

const FLOORS = 6
const FLOOR_HEIGHT = 3.6

export type FacadeLook = 'render' | 'analysis' | 'shaded'

/**
 * An office block whose curved street façade is a NURBS surface divided into 28 × 12 panels (Grasshopper's
 * SubSurface grid); each panel's opening shrinks with the distance to an attractor point, the façade's classic.
 */
export function facade(look: FacadeLook, attractor: [number, number] = [0.68, 0.42]): Model {
  const columns = 28
  const rows = 12
  const width = 42
  const height = FLOORS * FLOOR_HEIGHT
  // The façade surface bows out in plan and leans slightly back towards the top.
  const net: Point[][] = range(6).map((i) =>
    range(4).map((j) => {
      const t = i / 5
      return [t * width, -2.6 * Math.sin(t * Math.PI) - 0.6 * (j / 3), (j / 3) * height] as Point
    }),
  )
  const surface = tessellate(nurbsSurface(net), 'glass', columns, rows)
  const cells = surface.grid
  const frames: Point[][] = []
  const openings: Point[][] = []
  const colors: number[] = []
  for (let i = 0; i < columns; i++) {
    for (let j = 0; j < rows; j++) {
      const corners = [cells[i]![j]!, cells[i + 1]![j]!, cells[i + 1]![j + 1]!, cells[i]![j + 1]!]
      const center = corners.reduce(
        (sum, point) => [sum[0] + point[0] / 4, sum[1] + point[1] / 4, sum[2] + point[2] / 4] as Point,
        [0, 0, 0] as Point,
      )
      const distance = Math.hypot(
        (i + 0.5) / columns - attractor[0],
        ((j + 0.5) / rows - attractor[1]) * 0.55,
      )
      const open = Math.max(0.12, Math.min(0.82, 0.12 + distance * 1.55))
      const inner = corners.map((corner) => lerp(center, corner, open))
      // Push the panel 0.25 m out of the glass line so it casts a shadow.
      const out = (point: Point): Point => [point[0], point[1] - 0.25, point[2]]
      for (let k = 0; k < 4; k++)
        frames.push([out(corners[k]!), out(corners[(k + 1) % 4]!), out(inner[(k + 1) % 4]!), out(inner[k]!)])
      openings.push(corners)
      const color = analysisColor(1 - (open - 0.12) / 0.7)
      for (let k = 0; k < 16; k++) colors.push(...color)
    }
  }
  const panelMaterial: MaterialName =
    look === 'analysis' ? 'vertexColors' : look === 'render' ? 'copper' : 'clay'
  const panels = quads(frames, panelMaterial)
  if (look === 'analysis') panels.colors = colors
  const parts: MeshPart[] = [panels, quads(openings, look === 'render' ? 'glass' : 'darkClay')]
  // Floor slabs behind the glass, the roof and the back block.
  const slabs = range(FLOORS + 1).map((k) =>
    box([width / 2, 8, k * FLOOR_HEIGHT - 0.15], [width, 16, 0.3], 'concrete'),
  )
  parts.push(merge(slabs), box([width / 2, 16.2, height / 2], [width, 0.4, height], 'concrete'))
  parts.push(box([width / 2, 6, -0.3], [width + 24, 34, 0.6], look === 'render' ? 'concrete' : 'clay'))
  const lines: LineSet[] = []
  const points: PointSet[] = []
  if (look !== 'render') {
    lines.push({ polylines: isocurves(cells, 4), color: 'iso', opacity: 0.35 })
    const target: Point = [attractor[0] * width, -9, attractor[1] * height]
    points.push({ points: [target], kind: 'attractor' })
    // A few of the distance lines the definition measures.
    lines.push({
      polylines: [
        [0.1, 0.1],
        [0.95, 0.15],
        [0.2, 0.9],
        [0.9, 0.85],
      ].map(([u, v]) => [target, cells[Math.round(u! * columns)]![Math.round(v! * rows)]!]),
      color: 'accent',
      opacity: 0.8,
      onTop: true,
    })
  }
  return { parts, lines, points }
}

/** A timber gridshell: glulam ribs along the isocurves of one NURBS shell that touches the ground at its corners. */
export function gridshell(look: 'render' | 'shaded'): Model {
  const net: Point[][] = range(6).map((i) =>
    range(6).map((j) => {
      const edge = i === 0 || i === 5 || j === 0 || j === 5
      const rise = 8 * Math.sin((i / 5) * Math.PI) * Math.sin((j / 5) * Math.PI) + (edge ? 0 : 1.2)
      return [
        i * 5 + (j === 0 || j === 5 ? 0 : 0.6 * Math.sin(i)),
        j * 5,
        edge && (i === 0 || i === 5) && (j === 0 || j === 5) ? 0 : rise * (edge ? 0.55 : 1),
      ] as Point
    }),
  )
  const shell = tessellate(nurbsSurface(net), 'wood', 24, 24)
  const ribs: MeshPart[] = []
  for (let i = 0; i <= 24; i += 2) ribs.push(tubeAlong(shell.grid[i]!, 0.16, 'wood', 6))
  for (let j = 0; j <= 24; j += 2)
    ribs.push(
      tubeAlong(
        shell.grid.map((row) => row[j]!),
        0.16,
        'wood',
        6,
      ),
    )
  const parts: MeshPart[] = [
    merge(ribs),
    box([12.5, 12.5, -0.2], [40, 40, 0.4], look === 'render' ? 'concrete' : 'clay'),
  ]
  const lines: LineSet[] =
    look === 'shaded'
      ? [
          {
            polylines: [...net, ...range(6).map((j) => net.map((row) => row[j]!))],
            color: 'polygon',
            opacity: 0.8,
            onTop: true,
          },
        ]
      : []
  const points: PointSet[] = look === 'shaded' ? [{ points: net.flat(), kind: 'control' }] : []
  return { parts, lines, points }
}

/** A network-arch footbridge: two inclined steel arches, crossing hangers and a deck. */
export function bridge(): Model {
  const span = 48
  const arch = (side: 1 | -1): Point[] =>
    range(9).map((k) => {
      const t = k / 8
      return [t * span, side * (2.6 - 1.2 * Math.sin(t * Math.PI)), 9 * Math.sin(t * Math.PI)] as Point
    })
  const parts: MeshPart[] = [pipe(arch(1), 0.35, 'steel', 64), pipe(arch(-1), 0.35, 'steel', 64)]
  const hangers: MeshPart[] = []
  for (const side of [1, -1] as const) {
    for (let k = 1; k < 12; k++) {
      const t = k / 12
      for (const lean of [-0.18, 0.18]) {
        const top = Math.min(1, Math.max(0, t + lean))
        hangers.push(
          tubeAlong(
            [
              [t * span, side * 2.6, 0.4],
              [top * span, side * (2.6 - 1.2 * Math.sin(top * Math.PI)), 9 * Math.sin(top * Math.PI)],
            ],
            0.05,
            'steel',
            6,
          ),
        )
      }
    }
  }
  parts.push(merge(hangers), box([span / 2, 0, 0], [span + 2, 6, 0.7], 'concrete'))
  parts.push(box([-2, 0, -4], [4, 8, 8], 'concrete'), box([span + 2, 0, -4], [4, 8, 8], 'concrete'))
  return { parts }
}

/** A massing study: floor plates of a tower, twisted floor by floor as a script places them. */
export function tower(twist: number, floors = 24, material: MaterialName = 'glass'): Model {
  const slabs = range(floors).map((k) =>
    box([0, 0, k * 1.2], [9 - (k > floors * 0.7 ? 2 : 0), 6, 0.25], 'steel', (k / floors) * twist),
  )
  const cores = range(floors).map((k) =>
    box([0, 0, k * 1.2 + 0.6], [8.6 - (k > floors * 0.7 ? 2 : 0), 5.6, 0.95], material, (k / floors) * twist),
  )
  return { parts: [merge(slabs), merge(cores), box([0, 0, -0.3], [30, 22, 0.6], 'concrete')] }
}

/** A BIM workflow: a free-form NURBS roof (Rhino) resting on walls and slabs (Revit elements). */
export function roofOnWalls(): Model {
  const grid: Point[][] = range(5).map((i) =>
    range(4).map(
      (j) => [i * 6 - 2, j * 6 - 2, 7.5 + 2.2 * Math.cos(i * 0.9) * Math.sin(j * 0.8 + 0.4)] as Point,
    ),
  )
  const roof = tessellate(nurbsSurface(grid), 'wood', 40, 30)
  const walls = [
    box([10, 0, 3], [20, 0.4, 6], 'clay'),
    box([10, 14, 3], [20, 0.4, 6], 'clay'),
    box([0, 7, 3], [0.4, 14, 6], 'glass'),
    box([20, 7, 3], [0.4, 14, 6], 'clay'),
  ]
  return {
    parts: [
      roof.part,
      merge([walls[0]!, walls[1]!, walls[3]!]),
      walls[2]!,
      box([10, 7, 3], [20, 14, 0.3], 'concrete'),
      box([10, 7, -0.2], [30, 24, 0.4], 'concrete'),
    ],
    lines: [{ polylines: isocurves(roof.grid, 5), color: 'iso', opacity: 0.5 }],
  }
}
