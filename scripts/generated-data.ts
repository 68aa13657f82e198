// The files the content step writes for the browser to fetch (article data, search indexes, the editor's site list)
// live in the git-ignored `generated/_data/`, outside the hand-written `public/`, and are served at `/_data/…` as if
// they were in it: by the dev server (this Vite plugin; through its proxy by `npm run admin`) and, copied by
// scripts/build.ts, in the built site.
import { copyFileSync, existsSync, mkdirSync, readdirSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import type { Plugin } from 'vite'

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
 * (`wiki/<slug>.html`), which its page's loader puts into the page's HTML (src/lib/prerender.server.tsx).
 */
export const isBuildOnlyData = (relative: string) => /^wiki[\\/][^\\/]+\.html$/.test(relative)

/**
 * Copies the generated files the browser fetches into the built site (`<client>/_data/`), when the content step wrote
 * any; the build-only ones stay out.
 */
export function copyGeneratedData(root: string, client: string): void {
  const source = generatedDataDir(root)
  if (!existsSync(source)) return
  const target = path.join(client, DATA_URL.slice(1))
  mkdirSync(target, { recursive: true })
  for (const entry of readdirSync(source, { recursive: true, withFileTypes: true })) {
    const relative = path.relative(source, path.join(entry.parentPath, entry.name))
    if (entry.isDirectory()) mkdirSync(path.join(target, relative), { recursive: true })
    else if (!isBuildOnlyData(relative))
      copyFileSync(path.join(source, relative), path.join(target, relative))
  }
}

export function generatedDataPlugin(): Plugin {
  let root = process.cwd()
  return {
    name: 'rhino-generated-data',
    configResolved(config) {
      root = config.root
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
  }
}
