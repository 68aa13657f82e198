// `npm run content` (build time): runs the content pipeline and writes the generated files.
import { buildContent } from './index.ts'
import { ContentError } from './problems.ts'

try {
  const result = await buildContent(process.cwd())
  console.log(`İçerik hazır: ${result.documents.length} dosya, ${result.manifest.length} sayfa, ${result.changed.length} dosya güncellendi.`)
} catch (error) {
  if (error instanceof ContentError) {
    console.error(error.message)
    process.exit(1)
  }
  throw error
}
