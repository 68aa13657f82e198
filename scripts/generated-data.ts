// Vite plugin (dev server and build): the files the content step writes for the browser to fetch (article data and
// fragments, search indexes, the editor's site list) live in the git-ignored `generated/_data/`, outside the
// hand-written `public/`, and are served at `/_data/…` as if they were in it: by the dev server (and through its proxy
// by `npm run admin`) and, copied as they are, in the build's client output.
import { readdirSync } from 'node:fs'
import { readFile, rm, stat } from 'node:fs/promises'
import path from 'node:path'
import type { Plugin } from 'vite'
import { placeCacheEntry } from './lib/build-cache.ts'
import { folderMaker } from './lib/with-folder.ts'

/** The URL prefix of the generated files. */
export const DATA_URL = '/_data'

/** Where the content step writes them, under the project root. */
export const generatedDataDir = (root: string) => path.join(root, 'generated', '_data')

const CONTENT_TYPES: Record<string, string> = {
  '.json': 'application/json; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
}

/** The file under `dir` a request path names, or undefined when it leaves the folder or is not a generated file. */
export function dataFile(dir: string, urlPath: string): string | undefined {
  if (!urlPath.startsWith(`${DATA_URL}/`)) return undefined
  const file = path.join(dir, decodeURIComponent(urlPath.slice(DATA_URL.length)))
  return file.startsWith(dir + path.sep) && path.extname(file) in CONTENT_TYPES ? file : undefined
}

/**
 * Whether a generated file is only read while pre-rendering, never fetched by a browser: an article's body fragment
 * (`wiki/<slug>.html`), which its page's loader puts into the page's HTML (src/lib/wiki-data.server.ts).
 */
export const isBuildOnlyData = (relative: string) => /^wiki[\\/][^\\/]+\.html$/.test(relative)

/**
 * Puts the generated files the browser fetches into a client build folder (`<client>/_data/`), when the content step
 * wrote any; the build-only ones stay out (at 1,000 articles, a thousand files and their compressed copies). Each is a
 * hard link, not a copy (a tenth of the time here), or a copy on another file system: the content step never writes
 * into a generated file in place (scripts/content/emit.ts replaces it), so the build's copy keeps its bytes.
 */
export async function copyGeneratedData(root: string, client: string): Promise<void> {
  const source = generatedDataDir(root)
  if (!(await stat(source).catch(() => undefined))) return
  const target = path.join(client, DATA_URL.slice(1))
  // Synchronously: at 1,000 articles, a thousand files through fs/promises cost several times the work itself.
  const makeFolder = folderMaker()
  for (const entry of readdirSync(source, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue
    const relative = path.relative(source, path.join(entry.parentPath, entry.name))
    if (isBuildOnlyData(relative)) continue
    makeFolder(path.join(target, relative))
    placeCacheEntry(path.join(source, relative), path.join(target, relative))
  }
}

export function generatedDataPlugin(): Plugin {
  let root = process.cwd()
  return {
    name: 'rhino-generated-data',
    async configResolved(config) {
      root = config.root
      // Before the move, the content step wrote into public/_data: a copy left there would be shipped as well.
      await rm(path.join(config.publicDir, '_data'), { recursive: true, force: true })
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const file = dataFile(generatedDataDir(root), (request.url ?? '').split(/[?#]/)[0]!)
        if (!file) return next()
        readFile(file).then(
          (body) => {
            response.setHeader('Content-Type', CONTENT_TYPES[path.extname(file)]!)
            response.setHeader('Cache-Control', 'no-cache')
            response.end(body)
          },
          () => next(),
        )
      })
    },
    async writeBundle(options) {
      // The client build only: that output is what the site serves (the server build has no public files).
      if (this.environment.name !== 'client' || !options.dir) return
      await copyGeneratedData(root, options.dir)
    },
  }
}
