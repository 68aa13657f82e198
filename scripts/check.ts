// `npm run check` (build time): validates all content and reports every problem, without building.
import { loadContent } from './content/index.ts'
import { ContentError, formatWarnings } from '../src/shared/content/problems.ts'

const started = performance.now()
try {
  const result = await loadContent(process.cwd())
  if (result.warnings.length > 0) console.warn(formatWarnings(result.warnings))
  const seconds = ((performance.now() - started) / 1000).toFixed(2)
  console.log(
    `İçerik geçerli: ${result.documents.length} dosya, ${result.manifest.length} sayfa (${seconds} sn).`,
  )
} catch (error) {
  if (error instanceof ContentError) {
    console.error(error.message)
    process.exit(1)
  }
  throw error
}
