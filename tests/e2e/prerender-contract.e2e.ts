// The contract of scripts/prerender/react-router.ts with the installed React Router: React Router's own pre-rendering
// of every page (`react-router build` run on its own, not under scripts/build.ts) gives, once its scripts are placed as
// the build writes a page (writePage), the same pages, loader data and 404 page as the build (dist/), which renders
// them from the kept server bundle. And React Router's hydration scripts are what placePageScripts expects: the
// route-module script and the stream chunks move into files, the stream's end becomes the loader that fetches them.
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { mkdir, mkdtemp, rm } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadCollections } from '../../scripts/content/collections.ts'
import { notFoundHtml } from '../../scripts/postbuild.ts'
import { dropModulePreloads, pageFiles, placePageScripts } from '../../scripts/prerender/react-router.ts'
import { siteFromFacts } from '../../src/shared/site-settings.ts'
import { DIST, manifest } from './manifest.ts'

let folder = ''
let client = ''

beforeAll(async () => {
  // Inside the project (the server bundle imports the packages of its node_modules), beside the build's own staging.
  await mkdir('.build', { recursive: true })
  folder = await mkdtemp(path.resolve('.build', 'rr-contract-'))
  client = path.join(folder, 'client')
  // What a test runner adds (VITEST*: vite.config.ts then leaves React Router out) and scripts/build.ts's variables stay out.
  const env = Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) => !name.startsWith('VITEST') && name !== 'NODE_ENV' && name !== 'RR_SERVER_KEEP',
    ),
  )
  const build = spawnSync(
    process.execPath,
    [path.resolve('node_modules', '@react-router', 'dev', 'bin.js'), 'build'],
    { env: { ...env, RR_BUILD_DIR: folder }, encoding: 'utf8' },
  )
  expect(build.status, build.stderr).toBe(0)
}, 600_000)

afterAll(async () => {
  if (folder) await rm(folder, { recursive: true, force: true })
})

/** What the build does to a page as it writes it (writePage, scripts/prerender/react-router.ts). */
const finished = (html: string) => placePageScripts(dropModulePreloads(html)).html

describe("React Router's own pre-rendering and the build's", () => {
  it('give every page the same HTML and the same loader data', () => {
    expect(manifest.length).toBeGreaterThan(20)
    const different: string[] = []
    for (const route of manifest) {
      const { html, data } = pageFiles(route.path)
      const own = readFileSync(path.join(client, html), 'utf8')
      if (finished(own) !== readFileSync(path.join(DIST, html), 'utf8')) different.push(html)
      if (existsSync(path.join(client, data)) || existsSync(path.join(DIST, data)))
        if (!readFileSync(path.join(client, data)).equals(readFileSync(path.join(DIST, data))))
          different.push(data)
    }
    expect(different).toEqual([])
  })

  it('give the same 404 page, made from the SPA fallback', async () => {
    const { collections } = await loadCollections(process.cwd())
    const fallback = readFileSync(path.join(client, '__spa-fallback.html'), 'utf8')
    expect(finished(notFoundHtml(fallback, siteFromFacts(collections!.facts)))).toBe(
      readFileSync(path.join(DIST, '404.html'), 'utf8'),
    )
  })

  it('write hydration scripts that are the same on every page once the route modules and the data are in files', () => {
    const own = readFileSync(path.join(client, pageFiles('/wiki').html), 'utf8')
    const chunks = own.match(/window\.__reactRouterContext\.streamController\.enqueue\(/g) ?? []
    expect(chunks.length).toBeGreaterThan(0)
    expect(own.match(/window\.__reactRouterContext\.streamController\.close\(\);/g)).toHaveLength(1)
    const wiki = placePageScripts(own)
    const home = placePageScripts(readFileSync(path.join(client, pageFiles('/').html), 'utf8'))
    // One CSP hash per kind of script, whatever the page: a script with per-page text would grow the policy.
    expect(new Set(wiki.inline)).toEqual(new Set(home.inline))
    expect(wiki.html).not.toMatch(/streamController\.(enqueue|close)\(/)
    expect(
      wiki.html.match(
        / data-module="\/assets\/page-[0-9a-f]{16}\.js" data-stream="\/assets\/data-[0-9a-f]{16}\.txt"/g,
      ),
    ).toHaveLength(1)
    expect([...wiki.files.keys()]).toHaveLength(2)
  })
})
