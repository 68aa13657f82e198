// `npm run content` (build time): runs the content pipeline and writes the generated files.
import { buildContent } from './index.ts'
import { ContentError, formatWarnings } from '../../src/shared/content/problems.ts'

try {
  const result = await buildContent(process.cwd())
  if (result.warnings.length > 0) console.warn(formatWarnings(result.warnings))
  console.log(
    `İçerik hazır: ${result.documents.length} dosya, ${result.manifest.length} sayfa, ${result.changed.length} dosya güncellendi.`,
  )
} catch (error) {
  if (error instanceof ContentError) {
    console.error(error.message)
    process.exit(1)
  }
  throw error
}
