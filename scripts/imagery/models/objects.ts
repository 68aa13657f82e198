// Smaller models of their own for the /learn cards and the iRhino page, each the subject of its course: a chess piece
// (Rhino Level 1's revolve and four views), a stool built from scratch, a kettle for a render course, an eternity band
// and a pendant for the jewellery courses, a spur gear a RhinoCommon plug-in generates, a lounge chair for iRhino
// (Node, catalogue.ts).
import {
  add,
  box,
  curvatureComb,
  curvePoints,
  isocurves,
  merge,
  nurbsSurface,
  pipe,
  quads,
  revolve,
  tessellate,
  type Point,
} from '../geometry.ts'
import type { LineSet, MaterialName, MeshPart, PointSet } from '../scene.ts'
import { brilliant } from './ring.ts'
import { frame, range, type Model } from './common.ts'

/** A ball of `radius` at `center` (a revolved half circle). */
function ball(center: Point, radius: number, material: MaterialName): MeshPart {
  return tessellate(
    revolve(
      range(9).map((k) => {
        const angle = -Math.PI / 2 + (k / 8) * Math.PI
        return [Math.max(0.001, radius * Math.cos(angle)), 0, radius * Math.sin(angle)] as Point
      }),
    ),
    material,
    24,
    12,
    (point) => add(point, center),
  ).part
}

/** A chess rook: one profile curve revolved (Revolve), with the profile and its control points shown (Level 1). */
export function rook(): Model {
  const profile: Point[] = [
    [0.01, 0, 0],
    [3.2, 0, 0],
    [3.2, 0, 0.7],
    [2.6, 0, 1.1],
    [2.7, 0, 1.6],
    [1.8, 0, 2.4],
    [1.55, 0, 5.6],
    [2.1, 0, 6.4],
    [2.4, 0, 7.6],
    [0.01, 0, 7.6],
  ]
  const body = tessellate(revolve(profile), 'clay', 64, 48)
  // The battlements: four blocks on the rim.
  const merlons = range(4).map((k) =>
    box(
      [2.0 * Math.cos((k / 4) * Math.PI * 2 + 0.4), 2.0 * Math.sin((k / 4) * Math.PI * 2 + 0.4), 8.1],
      [1.0, 1.0, 1.0],
      'clay',
      (k / 4) * Math.PI * 2 + 0.4,
    ),
  )
  const curve = curvePoints(profile, 120)
  return {
    parts: [body.part, merge(merlons)],
    lines: [
      { polylines: isocurves(body.grid, 8), color: 'iso', opacity: 0.45 },
      { polylines: [curve], color: 'selected', opacity: 1, onTop: true },
      { polylines: [profile], color: 'polygon', opacity: 0.9, onTop: true },
    ],
    points: [{ points: profile, kind: 'control' }],
  }
}

/** A three-legged stool from primitives (Cylinder, Pipe along curves, Fillet-like rounded seat). */
export function stool(): Model {
  const seat = tessellate(
    revolve([
      [0.01, 0, 44],
      [17, 0, 44],
      [18, 0, 45.2],
      [17.4, 0, 47],
      [0.01, 0, 47.6],
    ]),
    'wood',
    64,
    16,
  )
  const legs = range(3).map((k) => {
    const angle = (k / 3) * Math.PI * 2
    const at = (r: number, z: number): Point => [r * Math.cos(angle), r * Math.sin(angle), z]
    return pipe([at(11, 44), at(14, 22), at(19, 0)], 1.4, 'wood', 32, 14)
  })
  const ring = pipe(
    range(13).map((k) => {
      const angle = (k / 12) * Math.PI * 2
      return [15.2 * Math.cos(angle), 15.2 * Math.sin(angle), 16] as Point
    }),
    0.7,
    'steel',
    72,
    10,
  )
  return {
    parts: [seat.part, merge(legs), ring],
    lines: [{ polylines: isocurves(seat.grid, 8), color: 'iso', opacity: 0.35 }],
  }
}

/** A stovetop kettle: revolved body and lid, a piped handle and spout (a render course's studio subject). */
export function kettle(): Model {
  const body = tessellate(
    revolve([
      [0.01, 0, 0],
      [9.5, 0, 0],
      [11.2, 0, 1.5],
      [11.6, 0, 6],
      [9.2, 0, 12.5],
      [5.2, 0, 15.2],
      [4.6, 0, 15.6],
    ]),
    'steel',
    72,
    32,
  )
  const lid = tessellate(
    revolve([
      [4.8, 0, 15.4],
      [4.4, 0, 16.4],
      [2.4, 0, 17.2],
      [1.0, 0, 17.4],
      [0.01, 0, 17.5],
    ]),
    'steel',
    48,
    12,
  )
  const knob = ball([0, 0, 18.4], 1.3, 'plasticBlack')
  const handle = pipe(
    [
      [-5.5, 0, 14.6],
      [-4.5, 0, 21.5],
      [4.5, 0, 21.5],
      [5.5, 0, 14.6],
    ],
    0.9,
    'plasticBlack',
    48,
    14,
  )
  const spout = pipe(
    [
      [10.6, 0, 5],
      [15, 0, 9],
      [17.5, 0, 14.5],
    ],
    1.1,
    'steel',
    32,
    16,
  )
  return { parts: [body.part, lid.part, knob, handle, spout] }
}

/** An eternity band: a comfort-fit band with 24 brilliants set all round, each placed normal to the band (MatrixGold). */
export function eternityBand(): Model {
  const radius = 8.9
  const band = tessellate(
    nurbsSurface(
      range(8).map((i) => {
        const angle = (i / 8) * Math.PI * 2
        return [
          [0.6, -1.3],
          [1.5, -1.2],
          [1.8, 0],
          [1.5, 1.2],
          [0.6, 1.3],
          [0.2, 0],
        ].map(([r, y]) => [(radius + r!) * Math.cos(angle), y!, (radius + r!) * Math.sin(angle)] as Point)
      }),
      true,
      true,
    ),
    'platinum',
    96,
    24,
  )
  const stones = range(24).map((k) => {
    const angle = (k / 24) * Math.PI * 2
    const normal: Point = [Math.cos(angle), 0, Math.sin(angle)]
    // Set into the band's crown: the girdle just below the metal's surface, as in a channel setting.
    return brilliant([(radius + 1.62) * normal[0], 0, (radius + 1.62) * normal[2]], 0.85, normal, 'diamond')
  })
  const stand = ([x, y, z]: Point): Point => [x, y, z + radius + 2]
  const placed = [band.part, merge(stones)].map((part) => ({
    ...part,
    positions: part.positions.map((value, index) => (index % 3 === 2 ? value + radius + 2 : value)),
  }))
  void stand
  return { parts: placed }
}

/** A pear-shaped pendant: a bezel around a ruby drop, a bail, and a chain of small links (rendered jewellery). */
export function pendant(): Model {
  const drop = (t: number): [number, number] => {
    // A pear outline in the xz plane, point up.
    const angle = t * Math.PI * 2
    const r = 4 * (1 - 0.45 * Math.sin(angle / 2) ** 6)
    return [r * Math.sin(angle) * 0.8, -r * Math.cos(angle) - 1]
  }
  const rim = range(49).map((k) => {
    const [x, z] = drop(k / 48)
    return [x * 1.12, 0, z * 1.08 + 0.3] as Point
  })
  const bezel = pipe(rim, 0.55, 'roseGold', 96, 14)
  const stone = tessellate(
    nurbsSurface(
      [0.2, 0.7, 1].map((s, row) =>
        range(8).map((k) => {
          const [x, z] = drop(k / 8)
          return [x * s, row === 0 ? 1.6 : row === 1 ? 1.1 : 0, z * s] as Point
        }),
      ),
      false,
      true,
      2,
    ),
    'ruby',
    24,
    48,
  )
  const back = tessellate(
    nurbsSurface(
      [1, 0.6, 0.1].map((s, row) =>
        range(8).map((k) => {
          const [x, z] = drop(k / 8)
          return [x * s, row === 0 ? 0 : row === 1 ? -1.2 : -1.6, z * s] as Point
        }),
      ),
      false,
      true,
      2,
    ),
    'ruby',
    24,
    48,
  )
  const bail = pipe(
    range(13).map((k) => {
      const angle = Math.PI * (k / 12) * 2
      return [0, 1.0 * Math.cos(angle), 3.1 + 1.3 * Math.sin(angle)] as Point
    }),
    0.35,
    'roseGold',
    48,
    10,
  )
  const links: MeshPart[] = []
  // Two strands of interlocking oval links rising from the bail, each link turned a quarter to the one before.
  for (let k = 0; k < 36; k++) {
    const side = k % 2 === 0 ? 1 : -1
    const t = Math.floor(k / 2)
    const center: Point = [side * (0.9 + t * 0.78), 0, 4.3 + t * 0.62]
    const place = frame(center, t % 2 === 0 ? [0, 1, 0] : [0.8, 0, -0.6])
    links.push(
      pipe(
        range(13).map((m) => {
          const angle = (m / 12) * Math.PI * 2
          return place([0.9 * Math.cos(angle), 0.55 * Math.sin(angle), 0])
        }),
        0.16,
        'roseGold',
        36,
        6,
      ),
    )
  }
  const lift = (part: MeshPart): MeshPart => ({
    ...part,
    positions: part.positions.map((value, index) => (index % 3 === 2 ? value + 6 : value)),
  })
  return { parts: [bezel, stone.part, back.part, bail, merge(links)].map(lift) }
}

/** A spur gear of `teeth` teeth, extruded, with a hub and keyway: what a RhinoCommon plug-in command generates. */
export function gear(teeth = 18): Model {
  const outline: Point[] = []
  const root = 8.2
  const tip = 9.6
  for (let k = 0; k < teeth; k++) {
    const base = (k / teeth) * Math.PI * 2
    const step = (Math.PI * 2) / teeth
    for (const [fraction, r] of [
      [0, root],
      [0.12, root],
      [0.3, tip],
      [0.52, tip],
      [0.7, root],
    ] as const)
      outline.push([r * Math.cos(base + fraction * step), r * Math.sin(base + fraction * step), 0])
  }
  outline.push(outline[0]!)
  const height = 3
  const sides = quads(
    outline.slice(0, -1).map((point, k) => {
      const next = outline[k + 1]!
      return [point, next, [next[0], next[1], height], [point[0], point[1], height]]
    }),
    'steel',
  )
  const face = (z: number): MeshPart => {
    const hub = 2.4
    return quads(
      outline.slice(0, -1).map((point, k) => {
        const next = outline[k + 1]!
        const inner = (p: Point): Point => {
          const angle = Math.atan2(p[1], p[0])
          return [hub * Math.cos(angle), hub * Math.sin(angle), z]
        }
        return [[point[0], point[1], z], [next[0], next[1], z], inner(next), inner(point)]
      }),
      'steel',
    )
  }
  const bore = tessellate(
    revolve([
      [2.4, 0, 0],
      [2.4, 0, height + 1.6],
    ]),
    'steel',
    48,
    2,
  )
  const hub = tessellate(
    revolve([
      [2.4, 0, height],
      [4.2, 0, height],
      [4.2, 0, height + 1.6],
      [2.4, 0, height + 1.6],
    ]),
    'steel',
    48,
    6,
  )
  const pitch = range(97).map((k) => {
    const angle = (k / 96) * Math.PI * 2
    return [8.9 * Math.cos(angle), 8.9 * Math.sin(angle), height + 0.02] as Point
  })
  return {
    parts: [sides, face(0), face(height), bore.part, hub.part],
    lines: [
      { polylines: [pitch], color: 'accent', opacity: 0.9 },
      { polylines: [outline.map(([x, y]) => [x, y, height] as Point)], color: 'edge', opacity: 0.8 },
    ],
  }
}

/** A lounge chair: a seat-and-back shell as one NURBS surface over a bent steel frame (iRhino's model). */
export function loungeChair(): Model {
  const net: Point[][] = range(6).map((i) => {
    const t = i / 5
    // Along the chair from the front edge to the top of the back.
    const profile: [number, number][] = [
      [32, 38],
      [14, 36],
      [-4, 33],
      [-16, 38],
      [-24, 56],
      [-30, 76],
    ]
    const [x, z] = profile[i]!
    return range(5).map((j) => {
      const s = j / 4
      const y = -26 + 52 * s
      const dip = -3.5 * Math.sin(s * Math.PI) * (t < 0.7 ? 1 : 0.4)
      return [x + (t > 0.6 ? 2 * Math.sin(s * Math.PI) : 0), y, z + dip] as Point
    })
  })
  const shell = tessellate(nurbsSurface(net), 'wood', 60, 40)
  const frameSide = (y: number) =>
    pipe(
      [
        [34, y, 0],
        [30, y, 30],
        [10, y, 33],
        [-8, y, 30],
        [-20, y, 0],
      ],
      1.1,
      'steel',
      48,
      12,
    )
  const comb = curvatureComb(
    curvePoints(
      net.map((row) => row[2]!),
      80,
    ),
    120,
  )
  void comb
  const lines: LineSet[] = []
  const points: PointSet[] = []
  return { parts: [shell.part, frameSide(-22), frameSide(22)], lines, points }
}
