// The models of the site's imagery, built as genuine NURBS geometry with rhino3dm (Node, used by render-images.ts).
import {
  analysisColor,
  box,
  gridBend,
  gridColors,
  isocurves,
  lerp,
  merge,
  nurbsSurface,
  pipe,
  quads,
  revolve,
  tessellate,
  tubeAlong,
  type Point,
} from './geometry.ts'
import type { LineSet, MaterialName, MeshPart } from './scene.ts'

export interface Model {
  parts: MeshPart[]
  lines?: LineSet[]
}
const ISO = '#1d2733'
const range = (count: number) => Array.from({ length: count }, (_, index) => index)

// ---------------------------------------------------------------- jewellery

/** A brilliant-cut stone: table, crown, girdle and pavilion facets, flat shaded. */
function brilliant(center: Point, radius: number, material: MaterialName): MeshPart {
  const faces: Point[][] = []
  const sides = 16
  const girdle = (k: number, z: number, r = radius): Point => [
    center[0] + r * Math.cos((k / sides) * Math.PI * 2),
    center[1] + r * Math.sin((k / sides) * Math.PI * 2),
    center[2] + z,
  ]
  const table = 0.55 * radius
  const crown = 0.32 * radius
  const pavilion = -0.86 * radius
  for (let k = 0; k < sides; k++) {
    faces.push([girdle(k, 0), girdle(k + 1, 0), girdle(k + 1, crown, table), girdle(k, crown, table)])
    faces.push([
      girdle(k, 0),
      [center[0], center[1], center[2] + pavilion],
      girdle(k + 1, 0),
      girdle(k + 0.5, -0.05 * radius),
    ])
    faces.push([
      girdle(k, crown, table),
      girdle(k + 1, crown, table),
      [center[0], center[1], center[2] + crown],
      [center[0], center[1], center[2] + crown],
    ])
  }
  return quads(faces, material)
}

/** A solitaire ring: a closed NURBS shank that thickens towards the head, prongs and a brilliant. */
export function solitaire(metal: MaterialName, stone: MaterialName, prongCount = 6): Model {
  const radius = 9
  const grid: Point[][] = range(16).map((i) => {
    const angle = (i / 16) * Math.PI * 2
    const top = Math.max(0, Math.cos(angle)) ** 3
    const width = 1.1 + 1.4 * top
    const thickness = 0.9 + 0.9 * top
    return range(8).map((j) => {
      const sectionAngle = (j / 8) * Math.PI * 2
      const r = radius + thickness * (0.5 + 0.5 * Math.cos(sectionAngle))
      return [r * Math.sin(angle), width * Math.sin(sectionAngle), r * Math.cos(angle)] as Point
    })
  })
  const shank = tessellate(nurbsSurface(grid, true, true), metal, 96, 32)
  const head: Point = [0, 0, radius + 4.2]
  const stoneRadius = 2.9
  const prongs = range(prongCount).map((k) => {
    const angle = (k / prongCount) * Math.PI * 2 + Math.PI / prongCount
    const at = (r: number, z: number): Point => [r * Math.cos(angle), r * Math.sin(angle), z]
    return pipe(
      [
        at(1.2, radius + 1.3),
        at(2.4, radius + 2.6),
        at(stoneRadius + 0.2, head[2]),
        at(stoneRadius - 0.35, head[2] + 1.1),
      ],
      0.32,
      metal,
      16,
      10,
    )
  })
  const basket = tessellate(
    revolve([
      [1.0, 0, radius + 1.4],
      [2.4, 0, radius + 2.8],
      [2.6, 0, radius + 3.1],
      [1.2, 0, radius + 3.0],
    ]),
    metal,
    32,
    48,
  )
  return { parts: [shank.part, merge(prongs), basket.part, brilliant(head, stoneRadius, stone)] }
}

/** A comfort-fit wedding band with engraved grooves wrapped around it (a pattern flowed along the surface). */
export function band(metal: MaterialName, grooves = 18): Model {
  const radius = 9
  const surface = revolve([
    [radius, 0, -2.2],
    [radius + 1.6, 0, -2.4],
    [radius + 2.2, 0, 0],
    [radius + 1.6, 0, 2.4],
    [radius, 0, 2.2],
    [radius - 0.2, 0, 0],
    [radius, 0, -2.2],
  ])
  const tessellation = tessellate(surface, metal, 180, 40, ([x, y, z]) => {
    const angle = Math.atan2(y, x)
    const r = Math.hypot(x, y)
    const outer = r > radius + 1.2
    const groove = outer ? 0.12 * Math.max(0, Math.cos(grooves * angle + z * 1.4)) ** 8 : 0
    const scaled = (r - groove) / r
    return [x * scaled, z, y * scaled]
  })
  return { parts: [tessellation.part] }
}

// ---------------------------------------------------------------- marine

/** Half-breadth control net of a planing hull: stations along x, keel to sheer along v. */
function hullGrid(length: number, beam: number, depth: number, side: 1 | -1): Point[][] {
  const stations = 8
  return range(stations).map((i) => {
    const t = i / (stations - 1)
    const bow = Math.max(0, (t - 0.62) / 0.38)
    const half = (beam / 2) * (1 - bow ** 2.2 * 0.96) * (0.86 + 0.14 * Math.sin(t * Math.PI))
    const keel = -depth * (1 - bow ** 1.6 * 0.75) + (t < 0.05 ? depth * 0.05 : 0)
    const sheer = depth * 0.55 + bow * depth * 0.35
    return [
      [t * length, 0, keel],
      [t * length, side * half * 0.45, keel + depth * 0.28],
      [t * length, side * half * 0.92, keel + depth * 0.55],
      [t * length, side * half, sheer * 0.4],
      [t * length, side * half * 1.02, sheer],
    ] as Point[]
  })
}

export type HullLook = 'render' | 'zebra' | 'curvature' | 'lines' | 'waterline'

/** A yacht hull from two mirrored NURBS surfaces, a deck and a cabin, in one of Rhino's analysis looks. */
export function hull(look: HullLook, length = 14, beam = 4.4, depth = 1.9, sail = false): Model {
  const parts: MeshPart[] = []
  const lines: LineSet[] = []
  const hullMaterial: MaterialName =
    look === 'zebra' ? 'zebra' : look === 'curvature' ? 'vertexColors' : 'clay'
  for (const side of [1, -1] as const) {
    const tessellation = tessellate(nurbsSurface(hullGrid(length, beam, depth, side)), hullMaterial, 64, 24)
    if (look === 'curvature')
      tessellation.part.colors = gridColors(tessellation.grid, (i, j) => gridBend(tessellation.grid, i, j))
    parts.push(tessellation.part)
    if (look === 'lines' || look === 'render')
      lines.push({
        polylines: isocurves(tessellation.grid, look === 'lines' ? 4 : 8),
        color: ISO,
        opacity: look === 'lines' ? 0.9 : 0.35,
      })
    if (look === 'waterline') {
      const waterlines = range(5).map((k) => tessellation.grid.map((row) => row[4 + k * 2]!))
      lines.push({ polylines: waterlines, color: '#1d4ed8' })
    }
  }
  // The transom: the flat stern panel between the two sides' first sections.
  const stern = (side: 1 | -1) =>
    tessellate(nurbsSurface(hullGrid(length, beam, depth, side)), 'clay', 64, 24).grid[0]!
  const sternLeft = stern(1)
  const sternRight = stern(-1)
  parts.push(
    quads(
      sternLeft
        .slice(0, -1)
        .map((point, j) => [point, sternLeft[j + 1]!, sternRight[j + 1]!, sternRight[j]!]),
      look === 'render' ? 'steel' : 'darkClay',
    ),
  )
  const sheer = (side: 1 | -1) =>
    tessellate(nurbsSurface(hullGrid(length, beam, depth, side)), 'clay', 64, 24).grid.map((row) => row[24]!)
  const left = sheer(1)
  const right = sheer(-1)
  parts.push(
    quads(
      left.slice(0, -1).map((point, i) => [point, left[i + 1]!, right[i + 1]!, right[i]!]),
      look === 'render' ? 'wood' : 'darkClay',
    ),
  )
  parts.push(
    box(
      [length * 0.42, 0, depth * 0.95],
      [length * 0.28, beam * 0.55, depth * 0.5],
      look === 'render' ? 'steel' : 'darkClay',
    ),
  )
  if (sail) {
    // A sloop rig: mast, boom and a mainsail (two triangles) behind it.
    const mastX = length * 0.55
    const top = depth + length * 1.05
    parts.push(
      tubeAlong(
        [
          [mastX, 0, depth * 0.55],
          [mastX, 0, top],
        ],
        0.07,
        'steel',
        8,
      ),
    )
    parts.push(
      tubeAlong(
        [
          [mastX, 0, depth * 1.6],
          [length * 0.12, 0, depth * 1.6],
        ],
        0.06,
        'steel',
        8,
      ),
    )
    parts.push(
      quads(
        [
          [
            [mastX, 0, depth * 1.7],
            [length * 0.13, 0, depth * 1.7],
            [mastX - 0.3, 0, top - 0.4],
            [mastX, 0, top - 0.2],
          ],
        ],
        'clay',
      ),
    )
    parts.push(
      quads(
        [
          [
            [mastX + 0.2, 0, top - 0.6],
            [length * 0.98, 0, depth * 1.2],
            [length * 0.9, 0, depth * 1.2],
            [mastX + 0.2, 0, depth * 1.4],
          ],
        ],
        'clay',
      ),
    )
  }
  if (look === 'waterline') {
    parts.push(
      quads(
        [
          [
            [-length * 0.15, -beam * 1.2, -depth * 0.35],
            [length * 1.15, -beam * 1.2, -depth * 0.35],
            [length * 1.15, beam * 1.2, -depth * 0.35],
            [-length * 0.15, beam * 1.2, -depth * 0.35],
          ],
        ],
        'water',
      ),
    )
  }
  return { parts, lines }
}

// ---------------------------------------------------------------- architecture

/** A doubly curved wall divided into panels whose openings grow towards an attractor point (a Grasshopper classic). */
export function facade(
  attractor: [number, number],
  panel: MaterialName = 'copper',
  columns = 18,
  rows = 10,
): Model {
  const grid: Point[][] = range(6).map((i) =>
    range(5).map((j) => [i * 6, Math.sin(i * 0.9) * 2.2 + Math.cos(j * 1.1) * 0.8, j * 5] as Point),
  )
  const surface = nurbsSurface(grid)
  const sampled = tessellate(surface, 'glass', columns, rows).grid
  const frames: Point[][] = []
  const openings: Point[][] = []
  for (let i = 0; i < columns; i++) {
    for (let j = 0; j < rows; j++) {
      const corners = [sampled[i]![j]!, sampled[i + 1]![j]!, sampled[i + 1]![j + 1]!, sampled[i]![j + 1]!]
      const center = corners.reduce(
        (sum, point) => [sum[0] + point[0] / 4, sum[1] + point[1] / 4, sum[2] + point[2] / 4] as Point,
        [0, 0, 0] as Point,
      )
      const distance = Math.hypot(i / columns - attractor[0], j / rows - attractor[1])
      const open = 0.15 + 0.7 * Math.min(1, distance * 1.6)
      const inner = corners.map((corner) => lerp(center, corner, 1 - open))
      for (let k = 0; k < 4; k++)
        frames.push([corners[k]!, corners[(k + 1) % 4]!, inner[(k + 1) % 4]!, inner[k]!])
      openings.push(inner)
    }
  }
  const slabs = range(3).map((k) => box([15, 4, k * 7 + 0.3], [34, 9, 0.6], 'concrete'))
  return { parts: [quads(frames, panel), quads(openings, 'glass'), merge(slabs)] }
}

/** A cultural centre: an undulating NURBS roof divided into panels over a glass hall and a stone plinth. */
export function waveRoof(material: MaterialName = 'darkClay'): Model {
  // The first and last rows spring from the ground, so the roof reads as one shell.
  const grid: Point[][] = range(7).map((i) =>
    range(6).map(
      (j) => [i * 8, j * 7, i === 0 || i === 6 ? 0.8 : 9 + 3.2 * Math.sin(i * 1.1 + j * 0.7)] as Point,
    ),
  )
  const roof = tessellate(nurbsSurface(grid), material, 60, 50)
  const edge = roof.grid.map((row) => row[2]!)
  const hall = quads(
    edge.slice(8, -8).map(
      (point, i) =>
        [
          [point[0], 9, 0.8],
          [edge[i + 9]![0], 9, 0.8],
          [edge[i + 9]![0], 9, edge[i + 9]![2] - 1.6],
          [point[0], 9, point[2] - 1.6],
        ] as Point[],
    ),
    'glass',
  )
  return {
    parts: [roof.part, hall, box([24, 17, 0.4], [50, 40, 0.8], 'concrete')],
    lines: [{ polylines: isocurves(roof.grid, 5), color: '#cbd5e1', opacity: 0.6 }],
  }
}

/** A timber lattice pavilion: glulam ribs following the isocurves of a shell whose density follows the sun. */
export function pavilion(): Model {
  const grid: Point[][] = range(6).map((i) =>
    range(6).map((j) => {
      const x = i * 4
      const y = j * 4
      const rise =
        7 * Math.sin((i / 5) * Math.PI) * Math.sin((j / 5) * Math.PI) +
        (i === 0 || i === 5 || j === 0 || j === 5 ? 0 : 1)
      return [x, y, rise] as Point
    }),
  )
  const shell = tessellate(nurbsSurface(grid), 'wood', 22, 22)
  const ribs: MeshPart[] = []
  for (let i = 0; i <= 22; i += 2) ribs.push(tubeAlong(shell.grid[i]!, 0.14, 'wood', 6))
  for (let j = 0; j <= 22; j += 2)
    ribs.push(
      tubeAlong(
        shell.grid.map((row) => row[j]!),
        0.14,
        'wood',
        6,
      ),
    )
  return { parts: [merge(ribs), box([10, 10, -0.2], [26, 26, 0.4], 'concrete')] }
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

/** A massing study: floor plates of a stepped tower, or of a twisting tower placed by a script. */
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
      merge(walls.slice(0, 2).concat(walls.slice(3))),
      walls[2]!,
      box([10, 7, 3], [20, 14, 0.3], 'concrete'),
      box([10, 7, -0.2], [30, 24, 0.4], 'concrete'),
    ],
    lines: [{ polylines: isocurves(roof.grid, 5), color: ISO, opacity: 0.5 }],
  }
}

// ---------------------------------------------------------------- landscape

function terrainHeight(x: number, y: number, seed: number): number {
  return (
    4.5 * Math.exp(-((x - 12 - seed) ** 2 + (y - 20) ** 2) / 120) +
    2.8 * Math.exp(-((x - 34) ** 2 + (y - 8 - seed) ** 2) / 90) +
    1.2 * Math.sin(x * 0.18 + seed) * Math.cos(y * 0.15)
  )
}

/** Contour lines of a height grid at a fixed interval (marching squares over the tessellation). */
function contours(grid: Point[][], interval: number): Point[][] {
  const segments: Point[][] = []
  for (let i = 0; i + 1 < grid.length; i++) {
    for (let j = 0; j + 1 < grid[0]!.length; j++) {
      const cell = [grid[i]![j]!, grid[i + 1]![j]!, grid[i + 1]![j + 1]!, grid[i]![j + 1]!]
      const low = Math.min(...cell.map((p) => p[2]))
      const high = Math.max(...cell.map((p) => p[2]))
      for (let level = Math.ceil(low / interval) * interval; level < high; level += interval) {
        const crossings: Point[] = []
        for (let k = 0; k < 4; k++) {
          const a = cell[k]!
          const b = cell[(k + 1) % 4]!
          if ((a[2] - level) * (b[2] - level) < 0) {
            const point = lerp(a, b, (level - a[2]) / (b[2] - a[2]))
            crossings.push([point[0], point[1], point[2] + 0.05])
          }
        }
        if (crossings.length >= 2) segments.push([crossings[0]!, crossings[1]!])
      }
    }
  }
  return segments
}

/** A terrain NURBS surface fitted to survey heights, coloured by elevation, with contour lines. */
export function terrain(seed: number, look: 'elevation' | 'contours' | 'park'): Model {
  const grid: Point[][] = range(12).map((i) =>
    range(10).map((j) => [i * 4, j * 4, terrainHeight(i * 4, j * 4, seed)] as Point),
  )
  const surface = tessellate(
    nurbsSurface(grid),
    look === 'elevation' ? 'vertexColors' : look === 'park' ? 'grass' : 'clay',
    88,
    72,
  )
  if (look === 'elevation') surface.part.colors = gridColors(surface.grid, (_i, _j, point) => point[2])
  const lines: LineSet[] = [
    {
      polylines: contours(surface.grid, look === 'park' ? 1 : 0.5),
      color: look === 'park' ? '#4a6b35' : ISO,
      opacity: look === 'park' ? 0.35 : 0.7,
    },
  ]
  const parts = [surface.part]
  if (look === 'park') {
    const path = range(40).map((k) => {
      const x = 2 + k * 1.0
      const y = 20 + 9 * Math.sin(k * 0.16)
      return [x, y, terrainHeight(x, y, seed) + 0.12] as Point
    })
    parts.push(tubeAlong(path, 0.5, 'concrete', 4))
    const trees: MeshPart[] = []
    const trunks: MeshPart[] = []
    for (let k = 0; k < 26; k++) {
      const x = 3 + ((k * 37) % 40)
      const y = 2 + ((k * 23) % 33)
      if (Math.abs(y - (20 + 9 * Math.sin((x - 2) * 0.16))) < 3) continue
      const z = terrainHeight(x, y, seed)
      const size = 1.1 + (k % 3) * 0.35
      trunks.push(
        tubeAlong(
          [
            [x, y, z],
            [x, y, z + 1.6],
          ],
          0.15,
          'wood',
          6,
        ),
      )
      trees.push(
        tessellate(
          revolve([
            [0.01, 0, 0],
            [size, 0, 0.4],
            [size * 0.8, 0, size * 1.4],
            [0.01, 0, size * 1.8],
          ]),
          'foliage',
          8,
          10,
          ([px, py, pz]) => [px + x, py + y, pz + z + 1.3],
        ).part,
      )
    }
    parts.push(merge(trees), merge(trunks))
    parts.push(
      quads(
        [
          [
            [40, -2, 0.2],
            [50, -2, 0.2],
            [50, 40, 0.2],
            [40, 40, 0.2],
          ],
        ],
        'water',
      ),
    )
  }
  return { parts, lines }
}

// ---------------------------------------------------------------- product and automotive

/** A compact car body: one NURBS surface, closed around its sections and pinched at nose and tail, on four wheels. */
export function car(look: 'paint' | 'zebra' | 'clay'): Model {
  const stations = 10
  const grid: Point[][] = range(stations).map((i) => {
    const t = i / (stations - 1)
    const x = t * 40
    const end = Math.sin(t * Math.PI) ** 0.35
    const roof =
      5.5 + 7.8 * Math.max(0, Math.sin(Math.min(1, Math.max(0, (t - 0.2) / 0.62)) * Math.PI)) ** 0.7
    const belt = 6.2 + 1.6 * t
    const width = 8.4 * end
    const bottom = 1.6 + (1 - end) * 2.5
    const top = bottom + (Math.max(belt, roof) - bottom) * end
    const section: [number, number][] = [
      [0, bottom],
      [0.8, bottom],
      [1, (bottom + belt * end) / 2],
      [0.98, Math.max(bottom + 0.5, belt * end)],
      [0.66, top],
      [0, top + 0.3 * end],
      [-0.66, top],
      [-0.98, Math.max(bottom + 0.5, belt * end)],
      [-1, (bottom + belt * end) / 2],
      [-0.8, bottom],
    ]
    return section.map(([y, z]) => [x, y * width, z] as Point)
  })
  const material: MaterialName = look === 'paint' ? 'carPaint' : look === 'zebra' ? 'zebra' : 'clay'
  const shell = tessellate(nurbsSurface(grid, false, true), material, 96, 60)
  const lines: LineSet[] =
    look === 'clay' ? [{ polylines: isocurves(shell.grid, 6), color: ISO, opacity: 0.55 }] : []
  const tyres: MeshPart[] = []
  const rims: MeshPart[] = []
  for (const x of [9, 31]) {
    for (const side of [1, -1]) {
      const place = ([px, py, pz]: Point): Point => [x + px, side * 6.9 + side * pz, 3.2 + py]
      tyres.push(
        tessellate(
          revolve([
            [2.2, 0, 1.05],
            [3.0, 0, 1.1],
            [3.25, 0, 0.5],
            [3.25, 0, -0.5],
            [3.0, 0, -1.1],
            [2.2, 0, -1.05],
          ]),
          'darkClay',
          48,
          12,
          place,
        ).part,
      )
      rims.push(
        tessellate(
          revolve([
            [0.01, 0, 1.15],
            [1.2, 0, 1.1],
            [2.25, 0, 1.0],
            [2.25, 0, -0.9],
          ]),
          'silver',
          48,
          8,
          place,
        ).part,
      )
    }
  }
  return { parts: [shell.part, merge(tyres), merge(rims)], lines }
}

/** A kettle: revolved body and lid, a swept spout and handle. */
export function kettle(material: MaterialName = 'silver'): Model {
  const bodySurface = revolve([
    [0.01, 0, 0],
    [5.5, 0, 0],
    [6.6, 0, 2.5],
    [6.2, 0, 6.5],
    [4.2, 0, 9.5],
    [2.6, 0, 10.2],
    [0.01, 0, 10.4],
  ])
  const knob = revolve([
    [0.01, 0, 10.3],
    [0.9, 0, 10.4],
    [0.6, 0, 11.6],
    [0.01, 0, 11.8],
  ])
  return {
    parts: [
      tessellate(bodySurface, material, 96, 48).part,
      tessellate(knob, 'wood', 24, 16).part,
      pipe(
        [
          [5.6, 0, 3],
          [8.2, 0, 5],
          [9.6, 0, 8.4],
          [10.6, 0, 9.8],
        ],
        0.55,
        material,
        32,
        16,
      ),
      pipe(
        [
          [-4.2, 0, 9.4],
          [-7.6, 0, 9.6],
          [-8.6, 0, 5],
          [-6.2, 0, 2.4],
        ],
        0.5,
        'wood',
        40,
        14,
      ),
    ],
  }
}

/** A SubD-like organic form: a closed, smooth NURBS body shown with its control cage. */
export function organic(material: MaterialName, showCage: boolean, lumps = 3): Model {
  const grid: Point[][] = range(10).map((i) => {
    const angle = (i / 10) * Math.PI * 2
    return range(8).map((j) => {
      const t = j / 7
      const height = -6 + t * 12
      const radius =
        (0.6 + 4.2 * Math.sin(t * Math.PI) ** 0.7) * (1 + 0.22 * Math.cos(lumps * angle + t * 2.5))
      return [radius * Math.cos(angle) * 1.3, radius * Math.sin(angle), height + 6] as Point
    })
  })
  const body = tessellate(nurbsSurface(grid, true, false), material, 80, 48)
  const lines: LineSet[] = []
  if (showCage) {
    const rows = grid.map((row) => row)
    const rings = range(8).map((j) => [...grid.map((row) => row[j]!), grid[0]![j]!])
    lines.push({ polylines: [...rows, ...rings], color: '#7c3aed', opacity: 0.9 })
  }
  return { parts: [body.part], lines }
}

/** Primitives wrapped in one watertight skin (ShrinkWrap): a translucent shell over the parts it wraps. */
export function shrinkwrap(): Model {
  const inner = [box([0, 0, 2], [8, 5, 4], 'darkClay'), box([3, 0, 6], [3, 3, 4], 'darkClay', 0.5)]
  const shell = organic('glass', false, 2)
  const scaled = shell.parts.map((part) => ({
    ...part,
    positions: part.positions.map((value, index) => (index % 3 === 2 ? value * 0.75 : value * 1.05)),
  }))
  return {
    parts: [
      ...inner,
      pipe(
        [
          [-4, -3, 0.5],
          [-2, 0, 4],
          [-4, 3, 7],
        ],
        0.8,
        'darkClay',
      ),
      ...scaled,
    ],
  }
}

/** A mould cavity with zig-zag finishing toolpaths projected onto it (CAM). */
export function toolpaths(): Model {
  const grid: Point[][] = range(6).map((i) =>
    range(6).map(
      (j) => [i * 4, j * 3, -3.5 * Math.sin((i / 5) * Math.PI) * Math.sin((j / 5) * Math.PI) + 5] as Point,
    ),
  )
  const cavity = tessellate(nurbsSurface(grid), 'steel', 60, 60)
  const passes: Point[][] = []
  for (let j = 0; j <= 60; j += 3) {
    const pass = cavity.grid.map((row) => [row[j]![0], row[j]![1], row[j]![2] + 0.08] as Point)
    passes.push(j % 6 === 0 ? pass : [...pass].reverse())
  }
  const block = [
    box([10, -1.5, 2.5], [24, 3, 5], 'steel'),
    box([10, 16.5, 2.5], [24, 3, 5], 'steel'),
    box([-1.5, 7.5, 2.5], [3, 21, 5], 'steel'),
    box([21.5, 7.5, 2.5], [3, 21, 5], 'steel'),
  ]
  return {
    parts: [cavity.part, merge(block)],
    lines: [{ polylines: passes, color: '#16a34a', opacity: 0.95 }],
  }
}

/** A scanned-looking mesh with its wireframe and the naked edges of a hole highlighted (mesh repair). */
export function meshRepair(): Model {
  const model = organic('clay', false, 4)
  const part = model.parts[0]!
  const positions = part.positions
  const width = 49
  const wire: Point[][] = []
  for (let i = 0; i <= 80; i += 2) {
    const line: Point[] = []
    for (let j = 0; j <= 48; j += 2) {
      const index = (i * width + j) * 3
      line.push([positions[index]!, positions[index + 1]!, positions[index + 2]!])
    }
    wire.push(line)
  }
  const hole: Point[] = range(13).map((k) => {
    const angle = (k / 12) * Math.PI * 2
    return [6.2 + 0.3 * Math.cos(angle), 1.6 * Math.cos(angle), 6 + 1.6 * Math.sin(angle)] as Point
  })
  return {
    parts: [part],
    lines: [
      { polylines: wire, color: ISO, opacity: 0.35 },
      { polylines: [hole], color: '#dc2626', opacity: 1 },
    ],
  }
}

/** A Grasshopper-style field of pins whose height and colour follow two attractor points. */
export function pinField(): Model {
  const pins: MeshPart[] = []
  const colors: number[] = []
  const attractors: [number, number][] = [
    [6, 6],
    [20, 14],
  ]
  for (let i = 0; i < 20; i++) {
    for (let j = 0; j < 14; j++) {
      const x = i * 1.4
      const y = j * 1.4
      const distance = Math.min(...attractors.map(([ax, ay]) => Math.hypot(x - ax, y - ay)))
      const strength = Math.exp(-distance / 5)
      const pin = box([x, y, (0.3 + 4.5 * strength) / 2], [1.05, 1.05, 0.3 + 4.5 * strength], 'vertexColors')
      pins.push(pin)
      const color = analysisColor(strength)
      for (let k = 0; k < pin.positions.length / 3; k++) colors.push(...color)
    }
  }
  return { parts: [{ ...merge(pins), colors }] }
}

/** Straight lines between two turned circles, a ruled hyperboloid as a short script would draw it. */
export function ruledTwist(count = 48): Model {
  const lines: MeshPart[] = []
  for (let k = 0; k < count; k++) {
    const angle = (k / count) * Math.PI * 2
    const bottom: Point = [6 * Math.cos(angle), 6 * Math.sin(angle), 0]
    const top: Point = [4 * Math.cos(angle + 2.2), 4 * Math.sin(angle + 2.2), 12]
    lines.push(tubeAlong([bottom, top], 0.09, 'silver', 6))
  }
  const rings = [
    pipe(
      range(17).map(
        (k) => [6 * Math.cos((k / 16) * Math.PI * 2), 6 * Math.sin((k / 16) * Math.PI * 2), 0] as Point,
      ),
      0.2,
      'darkClay',
      64,
      8,
    ),
  ]
  return { parts: [merge(lines), ...rings] }
}
