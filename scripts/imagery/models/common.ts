// What every model file shares: the Model type and small helpers (Node, used by catalogue.ts).
import type { Gumball, LineSet, MeshPart, PointSet } from '../scene.ts'
import { add, cross, normalize, scale, type Point } from '../geometry.ts'

/** Meshes to shade, plus what a Rhino viewport draws over them. */
export interface Model {
  parts: MeshPart[]
  lines?: LineSet[]
  points?: PointSet[]
  gumball?: Gumball
}

export const range = (count: number) => Array.from({ length: count }, (_, index) => index)

/** Places a point given in a local frame (x along `side`, y along `up`, z along `normal`) at `origin`. */
export function frame(origin: Point, normal: Point): (local: Point) => Point {
  const z = normalize(normal)
  const helper: Point = Math.abs(z[2]) < 0.9 ? [0, 0, 1] : [1, 0, 0]
  const x = normalize(cross(helper, z))
  const y = cross(z, x)
  return ([a, b, c]) => add(origin, add(scale(x, a), add(scale(y, b), scale(z, c))))
}

/** Moves every vertex of parts (and lines, points) by `transform`. */
export function transformModel(model: Model, transform: (point: Point) => Point): Model {
  const mapPositions = (positions: number[]) => {
    const result: number[] = []
    for (let index = 0; index < positions.length; index += 3)
      result.push(...transform([positions[index]!, positions[index + 1]!, positions[index + 2]!]))
    return result
  }
  return {
    ...model,
    parts: model.parts.map((part) => ({ ...part, positions: mapPositions(part.positions) })),
    lines: model.lines?.map((set) => ({
      ...set,
      polylines: set.polylines.map((line) => line.map((point) => transform(point as Point))),
    })),
    points: model.points?.map((set) => ({
      ...set,
      points: set.points.map((point) => transform(point as Point)),
    })),
  }
}
