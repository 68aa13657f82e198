// The marine model: a 16 m motor yacht hull as one NURBS surface per side, with its lines plan (Node, catalogue.ts).
// Stations are the surface's u-isocurves (every control row lies in one x plane, so each is a true section);
// waterlines and buttocks are cut from the tessellation at fixed z and y, as Rhino's Contour command cuts them.
import {
  box,
  controlNet,
  gridBend,
  gridColors,
  lerp,
  nurbsSurface,
  quads,
  tessellate,
  type Point,
} from '../geometry.ts'
import type { LineSet, MaterialName, MeshPart, PointSet } from '../scene.ts'
import { range, type Model } from './common.ts'

export const HULL = { length: 16, beam: 4.8, draft: 1.1, freeboard: 1.9 }

/** Control net of the starboard (side 1) or port (side -1) surface: stations along x, keel to sheer along v. */
function hullNet(side: 1 | -1): Point[][] {
  const { length, beam, draft, freeboard } = HULL
  const stations = 9
  return range(stations).map((i) => {
    const t = i / (stations - 1)
    const bow = Math.max(0, (t - 0.55) / 0.45)
    const half = (beam / 2) * (1 - bow ** 2.1 * 0.97) * (0.9 + 0.1 * Math.sin(t * Math.PI))
    const keel = -draft * (1 - bow ** 1.5 * 0.85) * (t < 0.04 ? 0.85 : 1)
    const deadrise = 0.32 * (1 - bow) + 0.55 * bow
    const chine = keel + half * deadrise
    const sheer = freeboard * (0.95 + 0.28 * bow ** 1.4)
    // The stem rakes forward: at the last stations the upper points move ahead of the keel.
    const rake = (z: number) => (bow > 0.85 ? (z - keel) * 0.55 * ((bow - 0.85) / 0.15) : 0)
    const row = [
      [t * length, 0, keel],
      [t * length, side * half * 0.42, keel + (chine - keel) * 0.45],
      [t * length, side * half * 0.93, chine],
      [t * length, side * half * 1.0, chine + 0.25],
      [t * length, side * half * 1.02, (chine + sheer) * 0.55],
      [t * length, side * half * 1.03, sheer],
    ] as Point[]
    return row.map(([x, y, z]) => [x + rake(z), y, z] as Point)
  })
}

/** Where a polyline crosses `value` in coordinate `axis`, interpolated. */
function crossing(line: Point[], axis: 0 | 1 | 2, value: number): Point | undefined {
  for (let k = 0; k + 1 < line.length; k++) {
    const a = line[k]!
    const b = line[k + 1]!
    if ((a[axis] - value) * (b[axis] - value) <= 0 && a[axis] !== b[axis])
      return lerp(a, b, (value - a[axis]) / (b[axis] - a[axis]))
  }
  return undefined
}

/** Section lines through a tessellated side: for each u row, the point where coordinate `axis` equals each level. */
function sections(grid: Point[][], axis: 1 | 2, levels: number[]): Point[][] {
  return levels
    .map((level) => grid.map((row) => crossing(row, axis, level)).filter((point): point is Point => !!point))
    .filter((line) => line.length > 1)
}

/**
 * A closed, tapered block from x0 (aft) to x1 (forward) between z0 and z1: its top is shorter by `rakeFront` and
 * `rakeBack` and narrower by `inset` on each side, so the front slopes like a windscreen.
 */
function deckhouse(
  x0: number,
  x1: number,
  halfWidth: number,
  z0: number,
  z1: number,
  rakeFront: number,
  rakeBack: number,
  inset: number,
  material: MaterialName,
): MeshPart {
  const b = [
    [x0, -halfWidth, z0],
    [x1, -halfWidth, z0],
    [x1, halfWidth, z0],
    [x0, halfWidth, z0],
  ] as Point[]
  const t = [
    [x0 + rakeBack, -halfWidth + inset, z1],
    [x1 - rakeFront, -halfWidth + inset, z1],
    [x1 - rakeFront, halfWidth - inset, z1],
    [x0 + rakeBack, halfWidth - inset, z1],
  ] as Point[]
  return quads(
    [
      [b[0]!, b[1]!, t[1]!, t[0]!],
      [b[1]!, b[2]!, t[2]!, t[1]!],
      [b[2]!, b[3]!, t[3]!, t[2]!],
      [b[3]!, b[0]!, t[0]!, t[3]!],
      [t[0]!, t[1]!, t[2]!, t[3]!],
      [b[3]!, b[2]!, b[1]!, b[0]!],
    ],
    material,
  )
}

export type HullLook = 'render' | 'lines' | 'zebra' | 'curvature' | 'controls'

/** The hull, its transom, deck and a low superstructure; lines and points for the chosen look. */
export function hull(look: HullLook): Model {
  const { length, beam, draft, freeboard } = HULL
  const parts: MeshPart[] = []
  const lines: LineSet[] = []
  const points: PointSet[] = []
  const hullMaterial: MaterialName =
    look === 'zebra'
      ? 'zebra'
      : look === 'curvature'
        ? 'vertexColors'
        : look === 'render'
          ? 'paintWhite'
          : 'clay'
  const sides = ([1, -1] as const).map((side) => {
    const net = hullNet(side)
    const surface = nurbsSurface(net)
    const tessellation = tessellate(surface, hullMaterial, 96, 30)
    if (look === 'curvature')
      tessellation.part.colors = gridColors(tessellation.grid, (i, j) => gridBend(tessellation.grid, i, j))
    parts.push(tessellation.part)
    return { net, grid: tessellation.grid, surface }
  })
  const [starboard, port] = sides as [(typeof sides)[0], (typeof sides)[0]]
  const starboardSide = starboard

  // Transom and deck close the shape between the two sides.
  const sternS = starboard.grid[0]!
  const sternP = port.grid[0]!
  parts.push(
    quads(
      sternS.slice(0, -1).map((point, j) => [point, sternS[j + 1]!, sternP[j + 1]!, sternP[j]!]),
      look === 'render' ? 'paintNavy' : 'clay',
    ),
  )
  const sheerS = starboard.grid.map((row) => row.at(-1)!)
  const sheerP = port.grid.map((row) => row.at(-1)!)
  parts.push(
    quads(
      sheerS.slice(0, -1).map((point, i) => [point, sheerS[i + 1]!, sheerP[i + 1]!, sheerP[i]!]),
      look === 'render' ? 'wood' : 'clay',
    ),
  )
  if (look === 'render' || look === 'controls' || look === 'zebra') {
    const deck = freeboard * 0.97
    const cabin: MaterialName = look === 'render' ? 'paintWhite' : 'clay'
    const glass: MaterialName = look === 'render' ? 'paintNavy' : 'darkClay'
    // The deckhouse: a tapered block whose windscreen rakes back and whose sides lean in, a dark window band
    // around it, the flybridge's hardtop above on a swept-back front, as a motor yacht's superstructure.
    parts.push(deckhouse(length * 0.3, length * 0.66, beam * 0.36, deck, deck + 1.15, 1.6, 0.3, 0.12, cabin))
    parts.push(
      deckhouse(length * 0.305, length * 0.64, beam * 0.365, deck + 0.5, deck + 0.98, 0.9, 0.2, 0.06, glass),
    )
    parts.push(
      deckhouse(length * 0.34, length * 0.56, beam * 0.3, deck + 1.15, deck + 1.25, 0.4, 0.1, 0, cabin),
    )
    parts.push(
      deckhouse(length * 0.3, length * 0.5, beam * 0.33, deck + 2.0, deck + 2.12, 0.5, 0.0, 0, cabin),
    )
    for (const [x, y] of [
      [0.33, 1],
      [0.33, -1],
      [0.47, 1],
      [0.47, -1],
    ] as const)
      parts.push(
        box(
          [length * x, y * beam * 0.27, deck + 1.62],
          [0.12, 0.12, 0.8],
          look === 'render' ? 'steel' : cabin,
        ),
      )
  }
  if (look === 'render') {
    // A navy boot stripe at the waterline.
    const stripe = (grid: Point[][]) =>
      grid
        .map((row) => [crossing(row, 2, 0.05), crossing(row, 2, 0.35)])
        .filter((pair): pair is [Point, Point] => !!pair[0] && !!pair[1])
    for (const side of [starboard, port]) {
      const band = stripe(side.grid)
      const outward = (point: Point): Point => [point[0], point[1] * 1.004, point[2]]
      parts.push({
        ...quads(
          band
            .slice(0, -1)
            .map(([a, b], i) => [outward(a), outward(band[i + 1]![0]), outward(band[i + 1]![1]), outward(b)]),
          'paintNavy',
        ),
        flat: false,
      })
    }
  }

  if (look === 'lines' || look === 'controls') {
    const stations = range(9).map((k) => Math.round((k / 8) * 96))
    const waterlines = [-0.8, -0.4, 0, 0.4, 0.8, 1.2]
    const buttocks = [0.4, 0.8, 1.2, 1.6, 2.0]
    for (const side of sides) {
      // Body plan convention: aft stations on one half, forward stations on the other.
      const half = side === starboardSide ? stations.filter((i) => i <= 48) : stations.filter((i) => i >= 48)
      lines.push({ polylines: half.map((i) => side.grid[i]!), color: 'iso', opacity: 0.9, views: ['Right'] })
      lines.push({
        polylines: stations.map((i) => side.grid[i]!),
        color: 'iso',
        opacity: 0.9,
        views: ['Perspective'],
      })
      lines.push({
        polylines: sections(side.grid, 2, waterlines),
        color: 'accent',
        opacity: 0.95,
        views: ['Top', 'Perspective'],
      })
      lines.push({
        polylines: sections(
          side.grid,
          1,
          buttocks.map((y) => y * Math.sign(side.net[3]![3]![1])),
        ),
        color: 'comb',
        opacity: 0.95,
        views: ['Front', 'Perspective'],
      })
      lines.push({
        polylines: [side.grid.map((row) => row.at(-1)!), side.grid.map((row) => row[0]!)],
        color: 'edge',
        opacity: 1,
      })
    }
    // The design waterline in the profile and the body plan.
    lines.push({
      polylines: [
        [
          [-0.5, 0, 0],
          [length + 0.5, 0, 0],
        ],
        [
          [0, -beam * 0.6, 0],
          [0, beam * 0.6, 0],
        ],
      ],
      color: 'accent',
      opacity: 0.6,
      views: ['Front', 'Right'],
    })
  }
  if (look === 'controls') {
    const net = controlNet(starboard.surface, 9, 6)
    lines.push({
      polylines: [...net, ...range(6).map((j) => net.map((row) => row[j]!))],
      color: 'polygon',
      opacity: 0.9,
      onTop: true,
    })
    points.push({ points: net.flat(), kind: 'control' })
    points.push({ points: net[6]!, kind: 'selected' })
  }
  void draft
  return { parts, lines, points }
}
