// Pre-render only (Node): the generated wiki files on disk. Never part of the browser bundle.
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import type { WikiArticle, WikiCategoryList } from '../shared/wiki-types'

/** Pre-render (Node): reads a generated JSON file under public/_data/wiki. */
export async function readWikiFile<T extends WikiArticle | WikiCategoryList[]>(
  name: string,
): Promise<T | null> {
  try {
    return JSON.parse(
      await readFile(path.join(process.cwd(), 'public', '_data', 'wiki', `${name}.json`), 'utf8'),
    ) as T
  } catch {
    return null
  }
}
