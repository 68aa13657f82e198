// The landscape model: a site surveyed as contour lines, the terrain surface through them (Patch), and the contours
// cut back from it at a fixed interval (Contour), as a site model or an analysis (Node, catalogue.ts).
import {
  gridColors,
  lerp,
  merge,
  nurbsSurface,
  quads,
  revolve,
  tessellate,
  tubeAlong,
  type Point,
} from '../geometry.ts'
import type { LineSet, MeshPart, PointSet } from '../scene.ts'
import { range, type Model } from './common.ts'

const SIZE = [48, 36] as const

export function terrainHeight(x: number, y: number): number {
  return (
    5.2 * Math.exp(-((x - 14) ** 2 + (y - 22) ** 2) / 140) +
    3.4 * Math.exp(-((x - 34) ** 2 + (y - 9) ** 2) / 80) +
    1.1 * Math.sin(x * 0.17 + 0.6) * Math.cos(y * 0.14) -
    0.05 * x
  )
}

/** Contour segments of a height grid at a fixed interval (marching squares over the tessellation). */
export function contours(grid: Point[][], interval: number, lift = 0.04): Point[][] {
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
            crossings.push([point[0], point[1], point[2] + lift])
          }
        }
        if (crossings.length >= 2) segments.push([crossings[0]!, crossings[1]!])
      }
    }
  }
  return segments
}

export type TerrainLook = 'render' | 'elevation' | 'contours' | 'park'

/** The walking path: a curve drawn in Top and projected onto the terrain (Project). */
function pathCurve(): Point[] {
  return range(60).map((k) => {
    const x = 1 + k * 0.78
    const y = 17 + 8 * Math.sin(k * 0.11) - 0.1 * k
    return [x, y, terrainHeight(x, y) + 0.1] as Point
  })
}

/** A 48 × 36 m site: the terrain surface, its contours every 0.5 m, a projected path and, for the park, trees. */
export function terrain(look: TerrainLook): Model {
  const [width, depth] = SIZE
  const net: Point[][] = range(13).map((i) =>
    range(10).map((j) => {
      const x = (i / 12) * width
      const y = (j / 9) * depth
      return [x, y, terrainHeight(x, y)] as Point
    }),
  )
  const surfaceMaterial =
    look === 'elevation' ? 'vertexColors' : look === 'park' ? 'grass' : look === 'render' ? 'grass' : 'clay'
  const surface = tessellate(nurbsSurface(net), surfaceMaterial, 96, 72)
  if (look === 'elevation') surface.part.colors = gridColors(surface.grid, (_i, _j, point) => point[2])
  const parts: MeshPart[] = [surface.part]
  const lines: LineSet[] = []
  const points: PointSet[] = []
  const segments = contours(surface.grid, 0.5)
  // A site model stands on a base: skirts from the terrain's edge down to z = -2.
  const base = -2
  const edges = [
    surface.grid[0]!,
    surface.grid.at(-1)!,
    surface.grid.map((row) => row[0]!),
    surface.grid.map((row) => row.at(-1)!),
  ]
  parts.push(
    merge(
      edges.map((edge) =>
        quads(
          edge
            .slice(0, -1)
            .map((point, k) => [
              point,
              edge[k + 1]!,
              [edge[k + 1]![0], edge[k + 1]![1], base],
              [point[0], point[1], base],
            ]),
          look === 'render' ? 'soil' : 'clay',
        ),
      ),
    ),
  )
  // The render shows the site as built (grass, a paved path, trees); the other looks draw the contours.
  if (look !== 'render') {
    lines.push({
      polylines: segments,
      color: look === 'park' ? 'contourPark' : 'iso',
      opacity: look === 'park' ? 0.45 : 0.75,
    })
  }
  if (look === 'contours') {
    // The surveyed contour curves the surface was patched through, shown as picked, and the surface's control points.
    const survey = contours(tessellate(nurbsSurface(net), 'clay', 48, 36).grid, 2, 0.12)
    lines.push({ polylines: survey, color: 'selected', opacity: 1, onTop: true })
    points.push({ points: net.flat().map((point) => [point[0], point[1], point[2] + 0.05]), kind: 'control' })
  }
  if (look === 'park' || look === 'render') {
    parts.push(tubeAlong(pathCurve(), 0.55, 'concrete', 4))
    const crowns: MeshPart[] = []
    const trunks: MeshPart[] = []
    for (let k = 0; k < 34; k++) {
      const x = 2 + ((k * 37) % 44)
      const y = 2 + ((k * 23) % 32)
      if (Math.abs(y - (17 + 8 * Math.sin(((x - 1) / 0.78) * 0.11))) < 3.2) continue
      const z = terrainHeight(x, y)
      const size = 1.0 + (k % 3) * 0.3
      trunks.push(
        tubeAlong(
          [
            [x, y, z],
            [x, y, z + 1.4],
          ],
          0.12,
          'wood',
          6,
        ),
      )
      crowns.push(
        tessellate(
          revolve(
            range(9).map((m) => {
              const angle = -Math.PI / 2 + (m / 8) * Math.PI
              return [Math.max(0.001, size * Math.cos(angle)), 0, size * 1.1 * Math.sin(angle)] as Point
            }),
          ),
          'foliage',
          12,
          8,
          ([px, py, pz]) => [px + x, py + y, pz + z + 1.3 + size],
        ).part,
      )
    }
    parts.push(merge(crowns), merge(trunks))
  }
  return { parts, lines, points }
}
