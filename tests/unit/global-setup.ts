// Unit tests: runs the content pipeline once first, so src/generated/data/ (the data collections as modules) is current.
import { buildContent } from '../../scripts/content/index.ts'

export default async function setup(): Promise<void> {
  await buildContent(process.cwd())
}
