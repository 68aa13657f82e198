// The jewellery models: a solitaire with pavé shoulders, built as a jeweller does it in Rhino (Node, catalogue.ts).
// The shank is a rail-and-profile sweep (a closed NURBS surface through profile sections placed around a circular
// rail), the head a revolved basket with six pipe prongs, the stones brilliant cuts placed normal to the surface.
import {
  add,
  controlNet,
  curvePoints,
  merge,
  nurbsSurface,
  pipe,
  quads,
  revolve,
  scale,
  tessellate,
  type Point,
} from '../geometry.ts'
import type { LineSet, MaterialName, MeshPart, PointSet } from '../scene.ts'
import { frame, range, type Model } from './common.ts'

/** A round brilliant: table, star and kite facets of the crown, girdle, pavilion mains; `normal` points out of the table. */
export function brilliant(center: Point, radius: number, normal: Point, material: MaterialName): MeshPart {
  const place = frame(center, normal)
  const sides = 16
  const ring = (k: number, r: number, z: number): Point =>
    place([r * Math.cos((k / sides) * Math.PI * 2), r * Math.sin((k / sides) * Math.PI * 2), z])
  const girdleTop = 0.03 * radius
  const girdleBottom = -0.03 * radius
  const crownBreak = [0.8 * radius, 0.2 * radius] as const
  const table = [0.56 * radius, 0.34 * radius] as const
  const culet = place([0, 0, -0.86 * radius])
  const faces: Point[][] = []
  for (let k = 0; k < sides; k++) {
    const even = k % 2 === 0
    // Girdle band.
    faces.push([
      ring(k, radius, girdleBottom),
      ring(k + 1, radius, girdleBottom),
      ring(k + 1, radius, girdleTop),
      ring(k, radius, girdleTop),
    ])
    // Crown: girdle to the break ring (alternating), break ring to the table.
    faces.push([
      ring(k, radius, girdleTop),
      ring(k + 1, radius, girdleTop),
      ring(k + 0.5, crownBreak[0], crownBreak[1] + (even ? 0.02 : 0) * radius),
      ring(k, crownBreak[0], crownBreak[1]),
    ])
    faces.push([
      ring(k, crownBreak[0], crownBreak[1]),
      ring(k + 0.5, crownBreak[0], crownBreak[1]),
      ring(k + 1, table[0], table[1]),
      ring(k, table[0], table[1]),
    ])
    faces.push([
      ring(k + 0.5, crownBreak[0], crownBreak[1]),
      ring(k + 1, radius, girdleTop),
      ring(k + 1, crownBreak[0], crownBreak[1]),
      ring(k + 1, table[0], table[1]),
    ])
    // Table (a fan to the centre).
    faces.push([
      ring(k, table[0], table[1]),
      ring(k + 1, table[0], table[1]),
      place([0, 0, table[1]]),
      place([0, 0, table[1]]),
    ])
    // Pavilion: lower girdle facets and mains to the culet.
    faces.push([
      ring(k, radius, girdleBottom),
      ring(k + 0.5, 0.45 * radius, -0.5 * radius),
      ring(k + 1, radius, girdleBottom),
      ring(k + 1, radius, girdleBottom),
    ])
    faces.push([
      ring(k + 0.5, 0.45 * radius, -0.5 * radius),
      culet,
      ring(k + 1, radius, girdleBottom),
      ring(k + 1, radius, girdleBottom),
    ])
    faces.push([
      ring(k, radius, girdleBottom),
      culet,
      ring(k + 0.5, 0.45 * radius, -0.5 * radius),
      ring(k + 0.5, 0.45 * radius, -0.5 * radius),
    ])
  }
  return quads(faces, material)
}

/** A small sphere (a prong bead or a ball). */
function bead(center: Point, radius: number, material: MaterialName): MeshPart {
  return tessellate(
    revolve(
      range(7).map((k) => {
        const angle = -Math.PI / 2 + (k / 6) * Math.PI
        return [Math.max(0.001, radius * Math.cos(angle)), 0, radius * Math.sin(angle)] as Point
      }),
    ),
    material,
    12,
    10,
    (point) => add(point, center),
  ).part
}

const RAIL_RADIUS = 8.7 // inner diameter ≈ 17.4 mm (ring size 55)
const SECTIONS = 24
const HEAD_Z = RAIL_RADIUS + 5.2

/** The profile of the shank at an angle from the top of the rail (0 = under the head): half width and thickness. */
function profileAt(angle: number): { halfWidth: number; thickness: number } {
  const top = Math.max(0, Math.cos(angle)) ** 2
  return { halfWidth: 1.0 + 0.55 * top, thickness: 1.5 + 0.7 * top }
}

/** Control points of one profile section (a rounded D, comfort fit) at `angle` around the rail, in the xz plane. */
function section(angle: number): Point[] {
  const { halfWidth, thickness } = profileAt(angle)
  const local: [number, number][] = [
    [0, -0.15],
    [halfWidth, 0],
    [halfWidth * 1.05, thickness * 0.45],
    [halfWidth * 0.85, thickness],
    [0, thickness * 1.08],
    [-halfWidth * 0.85, thickness],
    [-halfWidth * 1.05, thickness * 0.45],
    [-halfWidth, 0],
  ]
  return local.map(([y, r]) => {
    const radius = RAIL_RADIUS + r
    return [radius * Math.sin(angle), y, radius * Math.cos(angle)] as Point
  })
}

export interface RingOptions {
  metal: MaterialName
  stone: MaterialName
  /** Draw the rail, one profile and the control points (the modelling view). */
  construction?: boolean
  isocurves?: boolean
}

/** The solitaire: swept shank, basket, six prongs, a 6.5 mm brilliant and five pavé stones on each shoulder. */
export function ring({ metal, stone, construction = false, isocurves = false }: RingOptions): Model {
  const grid = range(SECTIONS).map((i) => section((i / SECTIONS) * Math.PI * 2))
  const shankSurface = nurbsSurface(grid, true, true)
  const shank = tessellate(shankSurface, metal, 144, 32)
  const parts: MeshPart[] = [shank.part]
  const lines: LineSet[] = []
  const points: PointSet[] = []

  // Head: a revolved basket under the girdle and six prongs from the shoulders over the girdle.
  const stoneRadius = 3.25
  const girdleZ = HEAD_Z
  parts.push(
    tessellate(
      revolve(
        [
          [1.4, 0, RAIL_RADIUS + 1.7],
          [2.3, 0, RAIL_RADIUS + 2.4],
          [2.7, 0, girdleZ - 1.5],
          [3.0, 0, girdleZ - 0.6],
          [2.2, 0, girdleZ - 0.7],
          [1.4, 0, RAIL_RADIUS + 2.0],
        ],
        false,
      ),
      metal,
      48,
      24,
    ).part,
  )
  const prongs = range(6).map((k) => {
    const angle = (k / 6) * Math.PI * 2 + Math.PI / 6
    const at = (r: number, z: number): Point => [r * Math.cos(angle), r * Math.sin(angle), z]
    return pipe(
      [
        at(1.3, RAIL_RADIUS + 1.4),
        at(2.6, RAIL_RADIUS + 2.8),
        at(stoneRadius + 0.25, girdleZ),
        at(stoneRadius - 0.3, girdleZ + 1.0),
      ],
      0.36,
      metal,
      20,
      10,
    )
  })
  const prongTips = range(6).map((k) => {
    const angle = (k / 6) * Math.PI * 2 + Math.PI / 6
    return bead(
      [(stoneRadius - 0.3) * Math.cos(angle), (stoneRadius - 0.3) * Math.sin(angle), girdleZ + 1.0],
      0.38,
      metal,
    )
  })
  parts.push(merge([...prongs, ...prongTips]))
  parts.push(brilliant([0, 0, girdleZ], stoneRadius, [0, 0, 1], stone))

  // Pavé: five stones on each shoulder, on the outer surface, each held by four beads.
  const pave: MeshPart[] = []
  const beads: MeshPart[] = []
  for (const side of [1, -1]) {
    for (let k = 0; k < 5; k++) {
      const angle = side * (0.5 + k * 0.19)
      const { thickness } = profileAt(angle)
      const outer = RAIL_RADIUS + thickness * 1.02
      const normal: Point = [Math.sin(angle), 0, Math.cos(angle)]
      const size = 0.62 - k * 0.04
      pave.push(brilliant(scale(normal, outer + 0.05), size, normal, stone))
      for (const [dy, da] of [
        [1, 1],
        [1, -1],
        [-1, 1],
        [-1, -1],
      ] as const) {
        const beadAngle = angle + (da * (size * 0.75)) / outer
        beads.push(
          bead(
            [Math.sin(beadAngle) * (outer + 0.1), dy * size * 0.85, Math.cos(beadAngle) * (outer + 0.1)],
            0.17,
            metal,
          ),
        )
      }
    }
  }
  parts.push(merge(pave), merge(beads))

  if (isocurves) {
    lines.push({
      polylines: [
        ...shank.grid.filter((_, i) => i % 6 === 0),
        ...range(33)
          .filter((j) => j % 4 === 0)
          .map((j) => shank.grid.map((row) => row[j]!)),
      ],
      color: 'iso',
      opacity: 0.55,
    })
  }
  if (construction) {
    const rail = range(97).map((k) => {
      const angle = (k / 96) * Math.PI * 2
      return [RAIL_RADIUS * Math.sin(angle), 0, RAIL_RADIUS * Math.cos(angle)] as Point
    })
    const profileIndex = 6 // the profile at 90°, on the side of the ring
    const profileControl = grid[profileIndex]!
    const net = controlNet(shankSurface, SECTIONS + 3, 11)
    lines.push({ polylines: [rail], color: 'accent', opacity: 0.95, onTop: true })
    lines.push({
      polylines: [curvePoints(profileControl, 64, true)],
      color: 'selected',
      opacity: 1,
      onTop: true,
    })
    lines.push({
      polylines: [[...profileControl, profileControl[0]!]],
      color: 'polygon',
      opacity: 0.9,
      onTop: true,
    })
    points.push({ points: profileControl, kind: 'selected' })
    points.push({
      points: net
        .slice(0, SECTIONS)
        .filter((_, i) => i !== profileIndex && i % 3 === 0)
        .flatMap((row) => row.slice(0, 8)),
      kind: 'control',
    })
  }
  return { parts, lines, points }
}
