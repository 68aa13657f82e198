// The scene description that scripts/imagery/render-images.ts (Node) hands to the render page (browser). Pure types.

/** A look from the studio's material library of page/render.ts. */
export type MaterialName =
  | 'gold'
  | 'roseGold'
  | 'silver'
  | 'diamond'
  | 'ruby'
  | 'clay'
  | 'darkClay'
  | 'carPaint'
  | 'wood'
  | 'concrete'
  | 'glass'
  | 'steel'
  | 'water'
  | 'foliage'
  | 'grass'
  | 'zebra'
  | 'vertexColors'
  | 'copper'

/** A triangle mesh made from rhino3dm geometry; coordinates are Rhino's (z up). */
export interface MeshPart {
  positions: number[]
  indices: number[]
  /** Per-vertex RGB (0–1), used by the `vertexColors` material (curvature or elevation analysis). */
  colors?: number[]
  material: MaterialName
}

/** Polylines drawn over the shaded model: isocurves, control polygons, toolpaths, contours. */
export interface LineSet {
  polylines: number[][][]
  color: string
  opacity?: number
}

export interface SceneDescription {
  width: number
  height: number
  parts: MeshPart[]
  lines?: LineSet[]
  camera: {
    /** Degrees around the vertical axis, 0 = looking from -y (Rhino's front view). */
    azimuth: number
    /** Degrees above the horizon. */
    elevation: number
    /** Multiplies the distance that fits the bounding sphere in view. */
    zoom?: number
    fov?: number
  }
  /** Backdrop tint: neutral studio grey, or a darker slate for metals and gems. */
  backdrop?: 'light' | 'slate'
  /** Hide the floor (and its shadow), e.g. for a terrain that is its own ground. */
  noFloor?: boolean
}
