// `npm run check` (build time): validates all content and reports every problem, without building.
// `npm run check -- --yayin` also lists, one Turkish line each, every value the launch check finds still a placeholder
// or an example (scripts/launch/checks.ts): what must be filled in before the site goes to production; and, for the
// company to decide on, the image slots still showing a picture the project's own render tool made.
import { loadContent } from './content/index.ts'
import { renderToolImageSlots } from './content/image-slots.ts'
import { formatLaunchList, formatRenderedImages } from './launch/report.ts'
import { ContentError, formatWarnings } from '../src/shared/content/problems.ts'

const launch = process.argv.slice(2).includes('--yayin')
const started = performance.now()
try {
  const result = await loadContent(process.cwd())
  if (result.warnings.length > 0) console.warn(formatWarnings(result.warnings))
  const seconds = ((performance.now() - started) / 1000).toFixed(2)
  console.log(
    `İçerik geçerli: ${result.documents.length} dosya, ${result.manifest.length} sayfa (${seconds} sn).`,
  )
  if (launch) {
    console.log(formatLaunchList(result.launch))
    console.log(formatRenderedImages(await renderToolImageSlots()))
  }
} catch (error) {
  if (error instanceof ContentError) {
    console.error(error.message)
    process.exit(1)
  }
  throw error
}
