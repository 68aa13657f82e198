// A worker's task (scripts/lib/pool.ts) for the content step (scripts/content/parse-cache.ts): one Markdown file parsed
// and checked by parseSource, returned serialised (moved to the caller, not copied); the caller keeps it in the build
// cache.
import { serialize } from 'node:v8'
import { parseSource, type SourceFile } from '../../src/shared/content/parse.ts'

export interface ParseInput {
  source: SourceFile
}

export default function parseTask({ source }: ParseInput): Uint8Array {
  const bytes = serialize(parseSource(source))
  // A view of its own buffer, so the pool moves it to the caller.
  return new Uint8Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength))
}
