// A worker's task (scripts/lib/pool.ts) for the content step (scripts/content/parse-cache.ts): one Markdown file parsed
// and checked by parseSource, returned serialised (moved to the caller, not copied) and, with a cache entry's name,
// also kept in the build cache.
import { serialize } from 'node:v8'
import { parseSource, type SourceFile } from '../../src/shared/content/parse.ts'
import { writeCacheEntry } from '../lib/build-cache.ts'

export interface ParseInput {
  source: SourceFile
  /** The cache entry to write (scripts/lib/build-cache.ts), absent with BUILD_CACHE=0. */
  cacheFile?: string
}

export default async function parseTask({ source, cacheFile }: ParseInput): Promise<Uint8Array> {
  const bytes = serialize(parseSource(source))
  if (cacheFile) await writeCacheEntry(cacheFile, bytes)
  // A view of its own buffer, so the pool moves it to the caller.
  return new Uint8Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength))
}
