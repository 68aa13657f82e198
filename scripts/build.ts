// `npm run build` (build time): content (the /admin editor bundled beside it once the data is valid) → the bundles
// (React Router's build, or the build cache) → every page pre-rendered and written with its scripts placed (from the
// page cache, the rest rendered here) → 404, sitemap, robots, Markdown copies, the header files → social images (drawn
// beside all of it in a process of their own) → swap into dist/.
import { spawn, type ChildProcess } from 'node:child_process'
import { renameSync, rmSync } from 'node:fs'
import { createInterface } from 'node:readline'
import path from 'node:path'
import { writeAiCopies } from './ai-copies.ts'
import { buildContent } from './content/index.ts'
import type { DataCollections } from './content/collections.ts'
import { toDataModules } from './content/data-modules.ts'
import { emitDataModules } from './content/emit.ts'
import { lockedRoutes, ROUTES_LOCK, writeRedirectFiles, writeRoutesLock } from './content/redirects.ts'
import { copyGeneratedData } from './generated-data.ts'
import { EDITOR_NICENESS, inBackground, SOCIAL_IMAGES_NICENESS } from './lib/background.ts'
import { buildCacheDirectory } from './lib/build-cache.ts'
import { assetFiles, finishSite, precompress } from './postbuild.ts'
import {
  BUNDLE_GROUPS,
  bundleKey,
  NOT_IN_EDITOR,
  openBundleEntry,
  openPageCache,
  restoreBundles,
} from './prerender/cache.ts'
import { keepSpaFallback, prerenderPages, reactRouterBuildEnv } from './prerender/react-router.ts'
import { siteFromFacts } from '../src/shared/site-settings.ts'
import { formatWarnings } from '../src/shared/content/problems.ts'

const root = process.cwd()
const started = performance.now()
const seconds = (since = started) => ((performance.now() - since) / 1000).toFixed(1)
// DIST_DIR lets several builds run side by side (tests, benchmarks); each gets its own staging folders.
const dist = path.resolve(root, process.env.DIST_DIR ?? 'dist')
const staging = path.join(root, '.build', String(process.pid))
/** The editor's bundle, beside (not inside) React Router's build folder, which React Router empties. */
const editorStaging = `${staging}-editor`
/** React Router's server bundle, kept for the pre-rendering (prerender/react-router.ts). */
const serverStaging = `${staging}-server`
/** The social preview images (scripts/og/), rendered in their own process beside the pre-rendering. */
const socialStaging = `${staging}-og`
const stagingFolders = [staging, editorStaging, serverStaging, socialStaging]
/** What earlier builds made and this one may reuse (scripts/lib/build-cache.ts); BUILD_CACHE=0 turns it off. */
const buildCache = buildCacheDirectory(root)

/**
 * React Router 7 creates its internal Vite servers with `envFile: false`, which Vite 8 reports as deprecated at every
 * start. That one known line is dropped; everything else on React Router's stderr is passed through as it comes.
 */
const IGNORED_STDERR = /The `envFile` option is deprecated/

/** A child process that runs `args` with this Node; resolves when it ends with 0, rejects with `failure` otherwise. */
function runNode(
  args: string[],
  failure: string,
  options: { env?: NodeJS.ProcessEnv; niceness?: number } = {},
) {
  const child = spawn(process.execPath, args, {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...options.env },
  })
  if (options.niceness) inBackground(child, options.niceness)
  const output: string[] = []
  createInterface({ input: child.stdout }).on('line', (line) => {
    output.push(line)
    if (process.env.BUILD_VERBOSE) process.stdout.write(line + '\n')
  })
  createInterface({ input: child.stderr }).on('line', (line) => {
    if (!IGNORED_STDERR.test(line)) process.stderr.write(line + '\n')
  })
  const done = new Promise<string[]>((resolve, reject) => {
    child.on('error', reject)
    child.on('close', (code) =>
      code === 0
        ? resolve(output)
        : reject(new Error(`${failure} (çıkış kodu ${code}); dist/ değiştirilmedi.`)),
    )
  })
  return { child, done }
}

/** The editor's bundle in editorStaging: from the build cache, or being built in its own process (`child`). */
interface EditorBundle {
  fromCache: boolean
  child?: ChildProcess
  done: Promise<unknown>
}

/**
 * The editor's bundle, started as soon as the data collections are valid (it imports their modules, not the pages):
 * it runs beside the content step's parsing, at a lower priority. Its own process: Vite's bundler keeps native memory
 * that this one would carry through the pre-rendering.
 */
function startEditorBundle(collections: DataCollections): EditorBundle {
  emitDataModules(path.join(root, 'src', 'generated'), toDataModules(collections))
  const { origin } = siteFromFacts(collections.facts)
  rmSync(editorStaging, { recursive: true, force: true })
  const key =
    buildCache && bundleKey(root, JSON.stringify({ editor: true, origin }), process.env, NOT_IN_EDITOR)
  if (key && restoreBundles(buildCache, key, { editor: editorStaging }, BUNDLE_GROUPS.editor))
    return { fromCache: true, done: Promise.resolve() }
  const editor = runNode(
    [path.join(import.meta.dirname, 'admin', 'build.ts'), editorStaging, origin],
    'Editörün paketi oluşturulamadı',
    { niceness: EDITOR_NICENESS },
  )
  const done = editor.done.then(() => {
    if (!key) return
    const entry = openBundleEntry(buildCache, key, BUNDLE_GROUPS.editor)
    entry.add('editor', editorStaging)
    entry.commit()
  })
  // Awaited before the post-build pass; a failure meanwhile must not be reported as unhandled.
  done.catch(() => undefined)
  return { fromCache: false, child: editor.child, done }
}

let editor: EditorBundle | undefined

try {
  const content = await buildContent(root, {
    cacheDir: buildCache,
    onCollections: (collections) => {
      editor = startEditorBundle(collections)
    },
  })
  console.log(
    `İçerik: ${content.documents.length} dosya, ${content.manifest.length} sayfa (${content.cached} dosya önbellekten).`,
  )
  if (content.warnings.length > 0) console.warn(formatWarnings(content.warnings))
  // The site's name and address from the facts the content step has just validated.
  const site = siteFromFacts(content.collections.facts)
  for (const folder of [staging, serverStaging, socialStaging])
    rmSync(folder, { recursive: true, force: true })
  // Beside the bundles and pages, at the lowest priority: the images are needed only at the very end.
  const socialImages = runNode(
    [path.join(import.meta.dirname, 'og', 'cli.ts'), socialStaging, site.name],
    'Paylaşım görselleri üretilemedi',
    { niceness: SOCIAL_IMAGES_NICENESS },
  ).done
  socialImages.catch(() => undefined)

  // The bundles: React Router's browser and server bundles (client/, serverStaging), with the browser bundle's
  // compressed copies, from the build cache or made now.
  const client = path.join(staging, 'client')
  const bundlesKey = buildCache && bundleKey(root, JSON.stringify({ origin: site.origin }))
  const fromCache =
    bundlesKey !== undefined && restoreBundles(buildCache!, bundlesKey, { client, server: serverStaging })
  if (!fromCache) {
    await runNode(
      // A larger young generation: bundling allocates many short-lived objects, and V8's default collects often.
      [
        '--max-semi-space-size=64',
        path.join(root, 'node_modules', '@react-router', 'dev', 'bin.js'),
        'build',
      ],
      'react-router build başarısız oldu',
      { env: reactRouterBuildEnv(staging, serverStaging) },
    ).done
    keepSpaFallback(client)
    await precompress(assetFiles(client))
    if (bundlesKey) {
      const entry = openBundleEntry(buildCache, bundlesKey)
      entry.add('client', client)
      entry.add('server', serverStaging)
      entry.commit()
    }
  }
  copyGeneratedData(root, client)
  // Started by the content step once the data was valid (always, when the content step got this far).
  editor ??= startEditorBundle(content.collections)
  console.log(
    `Paketler hazır${fromCache ? ' (önbellekten)' : ''}${editor.fromCache ? '; editör önbellekten' : ''} (${seconds()} sn).`,
  )

  // The pages: unchanged ones from the page cache, the others rendered.
  const prerendering = performance.now()
  const pages = content.manifest.map((route) => route.path)
  const pageCache = bundlesKey ? openPageCache(buildCache, root, bundlesKey) : undefined
  const { restored, toRender } = pageCache
    ? pageCache.restore(pages, client)
    : { restored: 0, toRender: pages }
  const rendered = await prerenderPages({
    serverBuild: path.join(serverStaging, 'index.js'),
    client,
    allPaths: pages,
    paths: toRender,
  })
  pageCache?.save(rendered, pages)
  console.log(
    `Sayfalar: ${rendered.length} sayfa ön işlendi, ${restored} sayfa önbellekten (${seconds(prerendering)} sn).`,
  )

  // The rest of the site, then the header files with the inline scripts of every page (the editor's included).
  const postBuild = { started: performance.now(), cpu: process.cpuUsage() }
  await editor.done
  renameSync(path.join(editorStaging, 'admin'), path.join(client, 'admin'))
  await writeRedirectFiles(client, content.redirects)
  writeAiCopies(client, content.documents, content.manifest, site)
  await finishSite(client, content.manifest, site)
  const postBuildCpu = process.cpuUsage(postBuild.cpu)
  console.log(
    `Son işlemler (404, site haritası, kopyalar, başlık dosyaları): ${seconds(postBuild.started)} sn, ` +
      `işlemci ${((postBuildCpu.user + postBuildCpu.system) / 1e6).toFixed(1)} sn.`,
  )
  console.log((await socialImages).at(-1))
  renameSync(path.join(socialStaging, 'og'), path.join(client, 'og'))

  // Swap in one step so dist/ is never half-written.
  const previous = `${dist}.previous-${process.pid}`
  rmSync(previous, { recursive: true, force: true })
  try {
    renameSync(dist, previous)
  } catch {
    // No earlier build.
  }
  renameSync(client, dist)
  rmSync(previous, { recursive: true, force: true })
  for (const folder of stagingFolders) rmSync(folder, { recursive: true, force: true })
  // Only a finished build records its routes: what the site has published must stay reachable (redirects.ts).
  if (await writeRoutesLock(root, lockedRoutes(content.manifest)))
    console.log(`${ROUTES_LOCK} güncellendi: yeni adresler eklendi; dosyayı içerikle birlikte commit edin.`)
  console.log(`Derleme tamam: ${path.relative(root, dist) || dist} (${seconds()} sn).`)
} catch (error) {
  // A failed step stops the editor's bundling too (it may have started beside the content step).
  editor?.child?.kill()
  for (const folder of stagingFolders) rmSync(folder, { recursive: true, force: true })
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
}
