// The scene description that scripts/imagery/render-images.ts (Node) hands to the render pages (browser). Pure types.

/** A look from the material library of page/materials.ts. */
export type MaterialName =
  | 'gold'
  | 'roseGold'
  | 'platinum'
  | 'diamond'
  | 'ruby'
  | 'clay'
  | 'darkClay'
  | 'paintWhite'
  | 'paintNavy'
  | 'wood'
  | 'cardboard'
  | 'concrete'
  | 'glass'
  | 'steel'
  | 'aluminium'
  | 'copper'
  | 'rubber'
  | 'water'
  | 'foliage'
  | 'grass'
  | 'emissive'
  | 'zebra'
  | 'vertexColors'
  | 'soil'
  | 'rock'
  | 'brass'
  | 'ceramic'
  | 'fabric'
  | 'plasticRed'
  | 'plasticBlack'

/** A triangle mesh made from rhino3dm geometry; coordinates are Rhino's (z up). */
export interface MeshPart {
  positions: number[]
  indices: number[]
  /** Per-vertex RGB (0–1), used by the `vertexColors` material (curvature or elevation analysis). */
  colors?: number[]
  material: MaterialName
  /** Flat facets (cut stones, boxes): normals are not smoothed across triangles. */
  flat?: boolean
}

/** The named views of Rhino's default four-viewport layout. */
export type ViewName = 'Top' | 'Front' | 'Right' | 'Perspective'

/** Polylines drawn over the shaded model: isocurves, edges, control polygons, curvature combs, contours, toolpaths. */
export interface LineSet {
  polylines: number[][][]
  /** A colour role of the viewport palette (page/viewport.ts), or a CSS colour. */
  color: string
  opacity?: number
  /** Drawn through the model (control polygons, rails), not hidden behind it. */
  onTop?: boolean
  /** Only in these views of a four-view layout (a lines plan: waterlines in Top, buttocks in Front, stations in Right). */
  views?: ViewName[]
}

/** Points drawn as Rhino draws control points: small squares. */
export interface PointSet {
  points: number[][]
  /** 'control' (unselected control points) or 'selected' (yellow, as Rhino marks a selection). */
  kind: 'control' | 'selected' | 'attractor'
  views?: ViewName[]
}

/** Rhino 8's Gumball at a point: move arrows, rotate arcs and scale handles in x red, y green, z blue. */
export interface Gumball {
  origin: number[]
  /** Arrow length in model units. */
  size: number
}

/**
 * How a viewport draws the model, after Rhino's display modes: `shaded` (object colours, isocurves and edges),
 * `rendered` (materials and shadows), `arctic` (white, soft shadow), `technical` (white faces, black silhouettes),
 * `ghosted` (see-through), `xray`.
 */
export type DisplayMode = 'shaded' | 'rendered' | 'arctic' | 'technical' | 'ghosted'

export interface CameraDescription {
  /** Degrees around the vertical axis, 0 = looking from -y (Rhino's front view). */
  azimuth: number
  /** Degrees above the horizon. */
  elevation: number
  /** Multiplies the distance that fits the bounding sphere in view. */
  zoom?: number
  fov?: number
  /** Shifts the look-at point by this fraction of the bounding radius (x, y, z in Rhino's axes). */
  shift?: [number, number, number]
}

export interface SceneDescription {
  width: number
  height: number
  parts: MeshPart[]
  lines?: LineSet[]
  points?: PointSet[]
  gumball?: Gumball
  camera: CameraDescription
  display: DisplayMode
  /** One perspective viewport, or Rhino's four views (Top, Front, Right, Perspective). @default 'single' */
  layout?: 'single' | 'four'
  /** The viewport's title tab; none when undefined (four views always show theirs). */
  title?: string
  /** Rhino's construction plane grid with the red x and green y axes. @default true */
  grid?: boolean
  /** Where the grid lies (z), e.g. the waterline of a hull. @default the model's lowest point */
  gridElevation?: number
  /** Grid spacing in model units; major lines every fifth. */
  gridSpacing?: number
  /**
   * Zebra stripes per radian of the reflected direction's elevation (Rhino's stripe size setting, inverted): fewer make
   * wider stripes, which small, tightly rounded surfaces need to show more than a moiré. @default 7
   */
  zebraStripes?: number
}

/** Blender's studio for a traced render (blender/render.py): a backdrop and lights, or daylight, per sector. */
export type Studio = 'product' | 'jewelry' | 'marine' | 'architecture' | 'landscape'

/** A studio render for Cycles (blender/render.py): meshes, materials, studio, camera, sample count. */
export interface PathTraceDescription {
  width: number
  height: number
  parts: MeshPart[]
  camera: CameraDescription
  /** Cycles' most samples per pixel; adaptive sampling stops earlier where the noise is low enough. */
  samples: number
  studio: Studio
  /** The model's bounding sphere and lowest point (Rhino's axes), which place the camera, lights and floor. */
  center: [number, number, number]
  radius: number
  bottom: number
  /** Filmic exposure in stops. @default 0 */
  exposure?: number
}
