// Which image shows which model, from which side, at which size (used by render-images.ts; Node).
import * as models from './models.ts'
import type { Model } from './models.ts'
import type { SceneDescription } from './scene.ts'

export interface ImageEntry {
  /** Output under public/, without extension. */
  file: string
  model: () => Model
  camera: SceneDescription['camera']
  backdrop?: SceneDescription['backdrop']
  noFloor?: boolean
}

/** Cards of /learn are 16:9; gallery, featured and industry images 8:5. Rendered at 1.5× their 640 px layout width. */
export const SIZES = { learn: [960, 540], wide: [960, 600] } as const

const learn = (
  id: string,
  model: () => Model,
  camera: SceneDescription['camera'],
  backdrop?: ImageEntry['backdrop'],
): ImageEntry => ({
  file: `images/learn/${id}`,
  model,
  camera,
  backdrop,
})

export const LEARN_IMAGES: ImageEntry[] = [
  learn('rhino-8-level-1-egitim-kilavuzu', () => models.kettle('clay'), { azimuth: 35, elevation: 18 }),
  learn('rhino-8-sifirdan-modelleme-serisi', () => models.car('clay'), { azimuth: 40, elevation: 22 }),
  learn('rhino-8-yenilikleri', () => models.shrinkwrap(), { azimuth: -30, elevation: 20 }),
  learn('grasshopper-primer', () => models.pinField(), { azimuth: 25, elevation: 38 }),
  learn('grasshopper-parametrik-cephe-serisi', () => models.facade([0.3, 0.6], 'steel'), {
    azimuth: -25,
    elevation: 12,
  }),
  learn(
    'rhino-render-fotogercekci-gorseller',
    () => models.kettle('copper'),
    { azimuth: -40, elevation: 14 },
    'slate',
  ),
  learn(
    'mucevher-gorsellestirme-metal-ve-tas',
    () => models.solitaire('silver', 'diamond', 4),
    { azimuth: 20, elevation: 28 },
    'slate',
  ),
  learn('rhino-8-mimari-proje-modelleme', () => models.tower(0, 18, 'glass'), {
    azimuth: 35,
    elevation: 24,
    zoom: 0.95,
  }),
  learn('rhino-inside-revit', () => models.roofOnWalls(), { azimuth: -35, elevation: 26 }),
  learn('matrixgold-yuzuk-ve-kolye-tasarimi', () => models.solitaire('roseGold', 'diamond', 4), {
    azimuth: -30,
    elevation: 12,
  }),
  learn('rhino-ile-yuzuk-modelleme-temelleri', () => models.band('gold'), { azimuth: 15, elevation: 30 }),
  learn(
    'tekne-govdesi-modelleme-ve-fairing',
    () => models.hull('zebra'),
    { azimuth: 130, elevation: 10 },
    'slate',
  ),
  learn('orca3d-hidrostatik-ve-stabilite', () => models.hull('waterline'), { azimuth: 60, elevation: 16 }),
  learn('lands-design-peyzaj-projeleri', () => models.terrain(3, 'park'), { azimuth: 200, elevation: 40 }),
  learn('es-yukselti-egrilerinden-arazi-modeli', () => models.terrain(0, 'contours'), {
    azimuth: 30,
    elevation: 45,
  }),
  learn('rhinocam-cnc-frezeleme', () => models.toolpaths(), { azimuth: 20, elevation: 42 }, 'slate'),
  learn('3b-baski-icin-model-hazirlama', () => models.meshRepair(), { azimuth: 75, elevation: 10 }),
  learn('subd-ile-organik-urun-formlari', () => models.organic('clay', true), { azimuth: 25, elevation: 15 }),
  learn(
    'rhinocommon-eklenti-gelistirme',
    () => models.tower(1.6, 28, 'glass'),
    { azimuth: 20, elevation: 18 },
    'slate',
  ),
  learn('rhino-8-script-editor-python', () => models.ruledTwist(), { azimuth: 0, elevation: 22 }),
]

const wide = (
  file: string,
  model: () => Model,
  camera: SceneDescription['camera'],
  backdrop?: ImageEntry['backdrop'],
): ImageEntry => ({
  file,
  model,
  camera,
  backdrop,
})

export const WIDE_IMAGES: ImageEntry[] = [
  wide('images/gallery/dalga-kultur-merkezi', () => models.waveRoof(), { azimuth: 35, elevation: 22 }),
  wide(
    'images/gallery/celik-caydanlik',
    () => models.kettle('silver'),
    { azimuth: 20, elevation: 12 },
    'slate',
  ),
  wide('images/gallery/lale-motifli-yuzuk-koleksiyonu', () => models.solitaire('gold', 'ruby', 6), {
    azimuth: 30,
    elevation: 20,
  }),
  wide('images/gallery/gezi-teknesi', () => models.hull('render'), { azimuth: 140, elevation: 14 }),
  wide('images/gallery/sehir-ici-elektrikli-otomobil', () => models.car('paint'), {
    azimuth: 130,
    elevation: 14,
  }),
  wide('images/gallery/kiyi-parki-duzenlemesi', () => models.terrain(0, 'park'), {
    azimuth: 30,
    elevation: 35,
  }),
  wide('images/gallery/golge-pavyonu', () => models.pavilion(), { azimuth: 30, elevation: 16 }),
  wide('images/gallery/vadi-yaya-koprusu', () => models.bridge(), { azimuth: 35, elevation: 14 }, 'slate'),
  wide('images/industries/architecture', () => models.facade([0.8, 0.3], 'copper'), {
    azimuth: 28,
    elevation: 10,
  }),
  wide('images/industries/education', () => models.organic('carPaint', false, 5), {
    azimuth: 10,
    elevation: 18,
  }),
  wide(
    'images/industries/jewelry',
    () => models.solitaire('gold', 'diamond', 6),
    { azimuth: -20, elevation: 24 },
    'slate',
  ),
  wide('images/industries/landscape', () => models.terrain(1.5, 'elevation'), {
    azimuth: 210,
    elevation: 38,
  }),
  wide('images/industries/marine', () => models.hull('lines'), { azimuth: 50, elevation: 18, zoom: 0.8 }),
  // Second images of the project pages and the sector pages' project cards.
  wide('images/industries/marine-yelkenli', () => models.hull('render', 9, 3, 1.6, true), {
    azimuth: 220,
    elevation: 12,
  }),
  wide(
    'images/gallery/dalga-kultur-merkezi-analiz',
    () => models.waveRoof('zebra'),
    { azimuth: -30, elevation: 30 },
    'slate',
  ),
  wide(
    'images/gallery/celik-caydanlik-zebra',
    () => models.kettle('zebra'),
    { azimuth: -25, elevation: 10 },
    'slate',
  ),
  wide(
    'images/gallery/gezi-teknesi-egrilik',
    () => models.hull('curvature'),
    { azimuth: 50, elevation: 12 },
    'slate',
  ),
  wide(
    'images/gallery/sehir-ici-elektrikli-otomobil-zebra',
    () => models.car('zebra'),
    { azimuth: 60, elevation: 12 },
    'slate',
  ),
]
