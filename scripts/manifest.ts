// Reads the generated route manifest (build time). Run the content build first.
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import type { RouteEntry } from '../src/shared/route-manifest.ts'

export const MANIFEST_FILE = path.join(process.cwd(), 'src', 'generated', 'manifest.json')

export async function readManifest(): Promise<RouteEntry[]> {
  try {
    return JSON.parse(await readFile(MANIFEST_FILE, 'utf8')) as RouteEntry[]
  } catch {
    throw new Error(
      'src/generated/manifest.json yok: önce `npm run content` (ya da npm run build) çalıştırın.',
    )
  }
}
