// Build time: the launch check's list as people read it (`npm run check -- --yayin`, the deploy gate's log), and the
// list for a project root on its own (the deploy gate runs before the build: only the data files are read).
import { loadCollections } from '../content/collections.ts'
import type { ImageSlot } from '../content/image-slots.ts'
import { ContentError, formatProblem } from '../../src/shared/content/problems.ts'
import { launchItems, type LaunchItem } from './checks.ts'

/** One line per item, `file: field: what to do`, under a heading that counts them; or the all-clear line. */
export function formatLaunchList(items: readonly LaunchItem[]): string {
  if (items.length === 0)
    return 'Yayına alma denetimi: örnek ya da yer tutucu değer kalmadı; site üretime yayımlanabilir.'
  return (
    `Yayına alma denetimi: ${items.length} değer hâlâ örnek ya da yer tutucu; hepsi düzeltilene kadar site üretime yayımlanmaz:\n` +
    items.map((item) => `  - ${formatProblem(item)}`).join('\n')
  )
}

/** The launch list of the project at `root`; throws the content step's error when a data file is not valid. */
export async function loadLaunchItems(root: string): Promise<LaunchItem[]> {
  const data = await loadCollections(root)
  if (!data.collections) throw new ContentError(data.problems)
  return launchItems({ root, collections: data.collections, locate: data.locate })
}

/**
 * The images still exactly as the project's render tool made them (scripts/content/image-slots.ts), one line per slot:
 * listed so the company can decide to replace them with the vendor's press images or its customers' work. They do
 * not hold back a production deploy: they are true to their captions, only self-made.
 */
export function formatRenderedImages(slots: readonly ImageSlot[]): string {
  if (slots.length === 0)
    return 'Görseller: projenin kendi çizim aracıyla yapılmış görsel kalmadı; hepsi sizin yüklediğiniz görseller.'
  return (
    `Görseller: ${slots.length} görsel alanı hâlâ projenin kendi çizim aracıyla yapılmış bir görseli gösteriyor. ` +
    "Yayına almayı engellemez; isterseniz McNeel'in basın görselleri ya da müşterilerinizin işleriyle değiştirin " +
    '(içerik panelinde görselin alanı, açıklamasıyla birlikte):\n' +
    slots.map((slot) => `  - ${slot.file}: ${slot.field}: ${slot.image}`).join('\n')
  )
}
