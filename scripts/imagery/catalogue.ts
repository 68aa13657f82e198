// Which image shows which model, how, and at which size (used by render-images.ts; Node). Two kinds: viewport images
// (page/viewport.ts: Rhino's display modes on a transparent background) and path-traced hero renders (page/pathtrace.ts).
import type { Model } from './models/common.ts'
import { bridge, facade, gridshell, roofOnWalls, tower } from './models/facade.ts'
import {
  heavyScene,
  meshRepair,
  organic,
  pinField,
  pushPull,
  ruledTwist,
  toolpaths,
} from './models/digital.ts'
import { hull } from './models/hull.ts'
import { shrinkwrap } from './models/shrinkwrap.ts'
import { subdBody } from './models/subd.ts'
import { eternityBand, gear, kettle, loungeChair, pendant, rook, stool } from './models/objects.ts'
import { lamp, wheel } from './models/product.ts'
import { ring } from './models/ring.ts'
import { terrain } from './models/terrain.ts'
import type { CameraDescription, SceneDescription, Studio } from './scene.ts'

/** 8:5 for cards, heroes and gallery images (laid out at 640 px), 16:9 for the carousel and /learn, square for iRhino. */
export const SIZES = {
  wide: [960, 600],
  video: [960, 540],
  square: [800, 800],
  tablet: [960, 720],
  // Cycles on a shared two-core machine: the studio renders are traced at 800 px (1.25× their 640 px layout).
  tracedWide: [800, 500],
  tracedVideo: [800, 450],
} as const
type Size = keyof typeof SIZES

type ViewOptions = Omit<
  SceneDescription,
  'width' | 'height' | 'parts' | 'lines' | 'points' | 'gumball' | 'camera'
>

export interface ViewportImage {
  kind: 'viewport'
  /** Output under public/, without extension. */
  file: string
  size: Size
  model: () => Model
  camera: CameraDescription
  view: ViewOptions
  /** Byte budget in KB: 40 for cards, 80 for heroes. */
  budget: number
}
export interface TracedImage {
  kind: 'trace'
  file: string
  size: Size
  model: () => Model
  camera: CameraDescription
  studio: Studio
  /** Cycles' most samples per pixel (adaptive sampling stops earlier where the image has converged). */
  samples: number
  /** Filmic exposure in stops. */
  exposure?: number
  budget: number
}
export type ImageEntry = ViewportImage | TracedImage

const viewport = (
  file: string,
  size: Size,
  model: () => Model,
  camera: CameraDescription,
  view: ViewOptions,
  // Cards (/learn, the gallery's project cards) about 40 KB; page heroes and slides up to 80 KB.
  budget = /^images\/(learn|gallery)\//.test(file) ? 46 : 78,
): ViewportImage => ({ kind: 'viewport', file, size, model, camera, view, budget })
const trace = (
  file: string,
  size: Size,
  model: () => Model,
  studio: Studio,
  camera: CameraDescription,
  options: { samples?: number; exposure?: number } = {},
): TracedImage => ({
  kind: 'trace',
  file,
  size,
  model,
  studio,
  camera,
  // Enough for the soft studios and daylight to converge at 1.25× the file's size (adaptive sampling stops sooner
  // where the image is smooth); glass and gems get more.
  samples: options.samples ?? 24,
  exposure: options.exposure,
  budget: 80,
})
const shaded = (title = 'Perspective'): ViewOptions => ({ display: 'shaded', title })
const rendered = (title = 'Perspective'): ViewOptions => ({ display: 'rendered', title, grid: false })

/**
 * Path-traced studio renders (Cycles): the sector heroes (also the home page's sector cards), their gallery projects'
 * render views, and the "Profesyonel Render" slide. Each sector has its own light: jewellery on a dark warm sweep, a
 * product on a light grey one, buildings, terrain and the yacht in daylight, the yacht in water.
 */
export const TRACED: TracedImage[] = [
  trace('images/hero/render', 'tracedVideo', () => lamp('render'), 'product', {
    azimuth: -35,
    elevation: 12,
    zoom: 0.95,
  }),
  trace(
    'images/industries/marine',
    'tracedWide',
    () => hull('render'),
    'marine',
    { azimuth: 128, elevation: 10, zoom: 0.72 },
    { samples: 32 },
  ),
  trace('images/industries/architecture', 'tracedWide', () => facade('render'), 'architecture', {
    azimuth: -30,
    elevation: 8,
    zoom: 0.72,
    shift: [0.1, 0, 0],
  }),
  trace('images/industries/landscape', 'tracedWide', () => terrain('render'), 'landscape', {
    azimuth: 25,
    elevation: 30,
    zoom: 0.78,
  }),
  trace('images/gallery/jant', 'tracedWide', () => wheel('render'), 'product', {
    azimuth: -25,
    elevation: 8,
    zoom: 1.05,
  }),
  trace('images/gallery/masa-lambasi-render', 'tracedWide', () => lamp('render'), 'product', {
    azimuth: 40,
    elevation: 16,
    zoom: 0.95,
  }),
  trace(
    'images/gallery/motor-yat-govdesi-render',
    'tracedWide',
    () => hull('render'),
    'marine',
    { azimuth: 35, elevation: 16, zoom: 0.78 },
    { samples: 32 },
  ),
  trace(
    'images/gallery/parametrik-cephe-render',
    'tracedWide',
    () => facade('render', [0.3, 0.6]),
    'architecture',
    {
      azimuth: 24,
      elevation: 4,
      zoom: 0.7,
    },
  ),
  trace('images/gallery/arazi-modeli-render', 'tracedWide', () => terrain('render'), 'landscape', {
    azimuth: 200,
    elevation: 22,
    zoom: 0.75,
  }),
  trace(
    'images/industries/jewelry',
    'tracedWide',
    () => ring({ metal: 'gold', stone: 'diamond' }),
    'jewelry',
    {
      azimuth: -28,
      elevation: 22,
      zoom: 0.95,
    },
    { samples: 48 },
  ),
]

export const VIEWPORTS: ViewportImage[] = [
  // Home carousel (16:9).
  viewport(
    'images/hero/shrinkwrap',
    'video',
    () => shrinkwrap(),
    { azimuth: -32, elevation: 18, zoom: 1.05 },
    shaded(),
  ),
  viewport('images/hero/pushpull', 'video', pushPull, { azimuth: -38, elevation: 26, zoom: 1.05 }, shaded()),
  viewport(
    'images/hero/subd',
    'video',
    () => subdBody('clay', { cage: true }),
    { azimuth: -30, elevation: 28, zoom: 1.0 },
    shaded(),
  ),
  viewport(
    'images/hero/grasshopper',
    'video',
    () => facade('analysis'),
    { azimuth: -24, elevation: 10, zoom: 0.95 },
    shaded(),
  ),
  // Feature cards and /features/* heroes (8:5).
  viewport(
    'images/features/shrinkwrap',
    'wide',
    () => shrinkwrap(),
    { azimuth: 40, elevation: 14 },
    shaded(),
  ),
  viewport(
    'images/features/subd-creases',
    'wide',
    () => subdBody('zebra'),
    { azimuth: 35, elevation: 30 },
    shaded(),
    48,
  ),
  viewport(
    'images/features/metal',
    'wide',
    heavyScene,
    { azimuth: -30, elevation: 24 },
    { display: 'shaded', layout: 'four' },
  ),
  viewport(
    'images/features/modeling',
    'wide',
    pushPull,
    { azimuth: 32, elevation: 30 },
    { display: 'arctic', title: 'Perspective' },
  ),
  // The education sector: Rhino's four views, the first thing a student sees.
  viewport(
    'images/industries/education',
    'wide',
    () => lamp('shaded'),
    { azimuth: -35, elevation: 20, zoom: 1.3, shift: [0, 0, -0.03] },
    { display: 'shaded', layout: 'four' },
    60,
  ),
  // Home: the Grasshopper section.
  viewport(
    'images/home/grasshopper',
    'video',
    () => facade('shaded', [0.3, 0.6]),
    { azimuth: -20, elevation: 14, zoom: 0.95 },
    shaded(),
  ),
  // iRhino: a model as the app's viewport shows it.
  // The ring's second look on its gallery page: rose gold and ruby in the Rendered display mode.
  viewport(
    'images/gallery/tektas-yuzuk-render',
    'wide',
    () => ring({ metal: 'roseGold', stone: 'ruby' }),
    { azimuth: 62, elevation: 14, zoom: 1.25 },
    rendered(),
  ),
  // iRhino: its own model in the app's Rendered viewport, shown in a tablet frame on the page (4:3).
  viewport(
    'images/irhino/hero',
    'tablet',
    loungeChair,
    { azimuth: -35, elevation: 16, zoom: 1.2 },
    rendered(),
  ),

  // Gallery: each project's card image, then its page's extra images.
  viewport(
    'images/gallery/tektas-yuzuk',
    'wide',
    () => ring({ metal: 'gold', stone: 'diamond', isocurves: true }),
    { azimuth: 30, elevation: 24 },
    shaded(),
  ),
  viewport(
    'images/gallery/tektas-yuzuk-dort-gorunum',
    'wide',
    () => ring({ metal: 'gold', stone: 'diamond', construction: true }),
    { azimuth: -30, elevation: 24 },
    { display: 'shaded', layout: 'four' },
  ),
  viewport(
    'images/gallery/motor-yat-govdesi',
    'wide',
    () => hull('lines'),
    { azimuth: 135, elevation: 18 },
    { display: 'ghosted', layout: 'four', gridElevation: 0 },
    48,
  ),
  viewport(
    'images/gallery/motor-yat-govdesi-zebra',
    'wide',
    () => hull('zebra'),
    { azimuth: 62, elevation: 4, zoom: 0.9 },
    shaded(),
  ),
  viewport(
    'images/gallery/motor-yat-govdesi-egrilik',
    'wide',
    () => hull('curvature'),
    { azimuth: 120, elevation: -12 },
    { display: 'shaded', title: 'Perspective', grid: false },
  ),
  viewport(
    'images/gallery/parametrik-cephe',
    'wide',
    () => facade('analysis', [0.25, 0.55]),
    { azimuth: 28, elevation: 12, zoom: 0.9 },
    shaded(),
  ),
  viewport(
    'images/gallery/masa-lambasi',
    'wide',
    () => lamp('shaded'),
    { azimuth: -20, elevation: 10, zoom: 1.25, shift: [0, 0, -0.04] },
    shaded(),
  ),
  viewport(
    'images/gallery/masa-lambasi-zebra',
    'wide',
    () => lamp('zebra'),
    { azimuth: 30, elevation: 18 },
    shaded(),
  ),
  viewport(
    'images/gallery/arazi-modeli',
    'wide',
    () => terrain('elevation'),
    { azimuth: 210, elevation: 36 },
    shaded(),
  ),
  viewport(
    'images/gallery/arazi-modeli-esyukselti',
    'wide',
    () => terrain('contours'),
    { azimuth: 0, elevation: 90 },
    shaded('Top'),
  ),
  viewport(
    'images/gallery/jant-zebra',
    'wide',
    () => wheel('zebra'),
    { azimuth: -14, elevation: 8, zoom: 0.38, shift: [0.12, -0.1, 0.2] },
    { ...shaded(), zebraStripes: 2 },
    48,
  ),
  viewport(
    'images/gallery/izgara-kabuk-pavyon',
    'wide',
    () => gridshell('render'),
    { azimuth: 30, elevation: 18 },
    rendered(),
  ),
  viewport(
    'images/gallery/izgara-kabuk-pavyon-kontrol',
    'wide',
    () => gridshell('shaded'),
    { azimuth: -30, elevation: 35 },
    shaded(),
  ),
  viewport('images/gallery/yaya-koprusu', 'wide', bridge, { azimuth: 35, elevation: 14 }, rendered()),
  viewport(
    'images/gallery/yaya-koprusu-teknik',
    'wide',
    bridge,
    { azimuth: -20, elevation: 20 },
    { display: 'technical', title: 'Perspective' },
  ),
]

const learn = (id: string, model: () => Model, camera: CameraDescription, view: ViewOptions) =>
  viewport(`images/learn/${id}`, 'video', model, camera, view)

/** /learn cards (16:9): each course its own model or display mode. */
export const LEARN: ViewportImage[] = [
  learn(
    'rhino-8-level-1-egitim-kilavuzu',
    rook,
    { azimuth: -30, elevation: 20 },
    { display: 'shaded', layout: 'four' },
  ),
  learn('rhino-8-sifirdan-modelleme-serisi', stool, { azimuth: -30, elevation: 18, zoom: 1.25 }, shaded()),
  learn('rhino-8-yenilikleri', () => shrinkwrap(), { azimuth: 150, elevation: 22 }, shaded()),
  learn('grasshopper-primer', pinField, { azimuth: 25, elevation: 38 }, shaded()),
  learn(
    'grasshopper-parametrik-cephe-serisi',
    () => facade('shaded'),
    { azimuth: -10, elevation: 10 },
    { display: 'shaded', layout: 'four' },
  ),
  learn('rhino-render-fotogercekci-gorseller', kettle, { azimuth: -30, elevation: 16 }, rendered()),
  learn('mucevher-gorsellestirme-metal-ve-tas', pendant, { azimuth: 8, elevation: 10 }, rendered()),
  learn(
    'rhino-8-mimari-proje-modelleme',
    () => tower(0, 18, 'glass'),
    { azimuth: 35, elevation: 24 },
    { display: 'technical', title: 'Perspective' },
  ),
  learn('rhino-inside-revit', roofOnWalls, { azimuth: -35, elevation: 26 }, shaded()),
  learn(
    'matrixgold-yuzuk-ve-kolye-tasarimi',
    eternityBand,
    { azimuth: 20, elevation: 32, zoom: 1.05 },
    rendered(),
  ),
  learn(
    'rhino-ile-yuzuk-modelleme-temelleri',
    () => ring({ metal: 'clay', stone: 'clay', construction: true }),
    { azimuth: 55, elevation: 14 },
    shaded(),
  ),
  learn(
    'tekne-govdesi-modelleme-ve-fairing',
    () => hull('controls'),
    { azimuth: 40, elevation: 20 },
    shaded(),
  ),
  learn(
    'orca3d-hidrostatik-ve-stabilite',
    () => hull('lines'),
    { azimuth: 60, elevation: 16 },
    { display: 'shaded', title: 'Perspective', gridElevation: 0 },
  ),
  learn('lands-design-peyzaj-projeleri', () => terrain('park'), { azimuth: 200, elevation: 40 }, rendered()),
  learn(
    'es-yukselti-egrilerinden-arazi-modeli',
    () => terrain('contours'),
    { azimuth: 30, elevation: 45 },
    shaded(),
  ),
  learn('rhinocam-cnc-frezeleme', toolpaths, { azimuth: 20, elevation: 42 }, shaded()),
  learn('3b-baski-icin-model-hazirlama', meshRepair, { azimuth: 75, elevation: 10 }, shaded()),
  learn(
    'subd-ile-organik-urun-formlari',
    () => organic('clay', true),
    { azimuth: 25, elevation: 15 },
    shaded(),
  ),
  learn('rhinocommon-eklenti-gelistirme', gear, { azimuth: 20, elevation: 38 }, shaded()),
  learn('rhino-8-script-editor-python', ruledTwist, { azimuth: 0, elevation: 22 }, shaded()),
]

export const IMAGES: ImageEntry[] = [...TRACED, ...VIEWPORTS, ...LEARN]
