// The models of the digital-workflow images: ShrinkWrap, PushPull with the Gumball, SubD, CAM toolpaths, mesh repair,
// Grasshopper and scripting examples (Node, catalogue.ts).
import {
  analysisColor,
  box,
  merge,
  nurbsSurface,
  pipe,
  quads,
  tessellate,
  tubeAlong,
  type Point,
} from '../geometry.ts'
import type { LineSet, MaterialName, MeshPart } from '../scene.ts'
import { range, type Model } from './common.ts'

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
    lines.push({ polylines: [...rows, ...rings], color: 'polygon', opacity: 0.9 })
  }
  return { parts: [body.part], lines }
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
    lines: [{ polylines: passes, color: 'toolpath', opacity: 0.95 }],
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
      { polylines: wire, color: 'iso', opacity: 0.35 },
      { polylines: [hole], color: 'naked', opacity: 1 },
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
    lines.push(tubeAlong([bottom, top], 0.09, 'steel', 6))
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

/**
 * A solid being edited with PushPull: an L-shaped block whose top face of the wing is pulled up, the pulled face
 * selected (yellow edges) and the Gumball on it, as Rhino 8 shows the operation.
 */
export function pushPull(): Model {
  const body = box([6, 4, 2], [12, 8, 4], 'clay')
  const wing = box([9.5, 4, 5.5], [5, 8, 3], 'clay')
  const corners = (z: number): Point[] => [
    [7, 0, z],
    [12, 0, z],
    [12, 8, z],
    [7, 8, z],
    [7, 0, z],
  ]
  const box3 = (x0: number, x1: number, z0: number, z1: number): Point[][] => [
    [
      [x0, 0, z0],
      [x1, 0, z0],
      [x1, 8, z0],
      [x0, 8, z0],
      [x0, 0, z0],
    ],
    [
      [x0, 0, z1],
      [x1, 0, z1],
      [x1, 8, z1],
      [x0, 8, z1],
      [x0, 0, z1],
    ],
    [
      [x0, 0, z0],
      [x0, 0, z1],
    ],
    [
      [x1, 0, z0],
      [x1, 0, z1],
    ],
    [
      [x1, 8, z0],
      [x1, 8, z1],
    ],
    [
      [x0, 8, z0],
      [x0, 8, z1],
    ],
  ]
  return {
    parts: [body, wing],
    lines: [
      { polylines: [...box3(0, 12, 0, 4), ...box3(7, 12, 4, 7)], color: 'edge', opacity: 1 },
      // Where the face was before the pull.
      { polylines: [corners(4)], color: 'polygon', opacity: 0.7 },
      { polylines: [corners(7)], color: 'selected', opacity: 1, onTop: true },
    ],
    gumball: { origin: [9.5, 4, 7], size: 4.2 },
  }
}

/** Many objects at once, the kind of scene Metal's display speed is for: a street of twisted towers. */
export function heavyScene(): Model {
  const parts: MeshPart[] = []
  for (let k = 0; k < 7; k++) {
    const twist = 0.3 + (k % 3) * 0.5
    const floors = 18 + ((k * 5) % 12)
    for (let f = 0; f < floors; f++)
      parts.push(
        box(
          [k * 14 - 42, (k % 2) * 10, f * 1.2 + 0.6],
          [8, 6, 1.0],
          f % 2 === 0 ? 'clay' : 'glass',
          (f / floors) * twist,
        ),
      )
  }
  const byMaterial = new Map<MaterialName, MeshPart[]>()
  for (const part of parts) byMaterial.set(part.material, [...(byMaterial.get(part.material) ?? []), part])
  return {
    parts: [...byMaterial.values()]
      .map((list) => merge(list))
      .concat(box([0, 5, -0.3], [110, 40, 0.6], 'darkClay')),
    lines: [],
  }
}
void quads
void analysisColor
