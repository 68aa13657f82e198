// `npm run build` (build time): content (the /admin editor bundled beside it once the data is valid) → React Router's
// bundles (or all from the build cache) → every page pre-rendered on worker threads → 404/sitemap/robots/compression
// → atomic swap into dist/.
import { spawn, type ChildProcess } from 'node:child_process'
import { createInterface } from 'node:readline'
import { rename, rm } from 'node:fs/promises'
import path from 'node:path'
import { buildContent } from './content/index.ts'
import type { DataCollections } from './content/collections.ts'
import { toDataModules } from './content/data-modules.ts'
import { emitDataModules } from './content/emit.ts'
import { cmsBackend, siteFromFacts } from '../src/shared/site-settings.ts'
import { cmsSettingsWarning } from './cms-settings.ts'
import { ContentError, formatWarnings } from '../src/shared/content/problems.ts'
import { lockedRoutes, ROUTES_LOCK, writeRedirectFiles, writeRoutesLock } from './content/redirects.ts'
import { EDITOR_NICENESS, inBackground, SOCIAL_IMAGES_NICENESS } from './lib/background.ts'
import { buildCacheDirectory } from './lib/build-cache.ts'
import { workerCount } from './lib/pool-size.ts'
import { scriptBundle } from './lib/script-bundle.ts'
import {
  BUNDLE_GROUPS,
  bundleKey,
  contentFiles,
  NOT_IN_EDITOR,
  openBundleEntry,
  restoreBundles,
} from './prerender/bundle-cache.ts'
import { copyGeneratedData } from './generated-data.ts'
import { prerenderPages } from './prerender/index.ts'
import { openPageCache } from './prerender/page-cache.ts'
import { bundlePaths } from './prerender/paths.ts'

const root = process.cwd()
const started = performance.now()
// DIST_DIR lets several builds run side by side (tests, benchmarks); each gets its own staging folder.
const dist = path.resolve(root, process.env.DIST_DIR ?? 'dist')
const staging = path.join(root, '.build', String(process.pid))
/** The editor's bundle, beside (not inside) React Router's build folder, which React Router may empty. */
const editorStaging = `${staging}-editor`
/** React Router's server bundle, kept for the pre-rendering (scripts/prerender/keep-server-build.ts). */
const serverStaging = `${staging}-server`
/** The social preview images (scripts/og/), rendered in their own process beside the pre-rendering. */
const socialStaging = `${staging}-og`
/** What earlier builds made and this one may reuse (scripts/lib/build-cache.ts); BUILD_CACHE=0 turns it off. */
const buildCache = buildCacheDirectory(root)

/**
 * React Router 7 creates its internal Vite servers with `envFile: false`, which Vite 8 reports as deprecated at every
 * start (React Router 8 passes `envDir: false` but needs Node 22). That one known line is dropped; everything else on
 * React Router's stderr is passed through as it comes.
 */
const IGNORED_STDERR = /The `envFile` option is deprecated/

/** `react-router build` in its own process: the browser bundle, then the server bundle and React Router's own pages. */
function runReactRouterBuild(buildDirectory: string): Promise<number | null> {
  const child = spawn(
    process.execPath,
    // A larger young generation: pre-rendering allocates many short-lived objects per page, and V8's default makes
    // it collect garbage thousands of times (about 5 % of the build's CPU time at 1,000 articles).
    ['--max-semi-space-size=64', path.join(root, 'node_modules', '@react-router', 'dev', 'bin.js'), 'build'],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, RR_BUILD_DIR: buildDirectory, RR_SERVER_KEEP: serverStaging },
    },
  )
  createInterface({ input: child.stdout }).on('line', (line) => {
    if (process.env.BUILD_VERBOSE) process.stdout.write(line + '\n')
  })
  createInterface({ input: child.stderr }).on('line', (line) => {
    if (!IGNORED_STDERR.test(line)) process.stderr.write(line + '\n')
  })
  return new Promise((resolve, reject) => {
    child.on('error', reject)
    child.on('close', resolve)
  })
}

/**
 * The editor's bundle (scripts/admin/build.ts) in its own process: Vite's bundler keeps native memory after a build,
 * which this process would otherwise carry through the pre-rendering (about 1.3 GB at 1,000 articles).
 */
async function runEditorBuild(
  outDir: string,
  origin: string,
): Promise<{ child: ChildProcess; done: Promise<void> }> {
  // As plain JavaScript (scripts/lib/script-bundle.ts): Vite's own modules load without tsx's hooks.
  const script = await scriptBundle(path.join(import.meta.dirname, 'admin', 'build.ts'))
  const child = spawn(process.execPath, [script, outDir, origin], {
    cwd: root,
    stdio: ['ignore', process.env.BUILD_VERBOSE ? 'inherit' : 'ignore', 'inherit'],
  })
  inBackground(child, EDITOR_NICENESS)
  const done = new Promise<void>((resolve, reject) => {
    child.on('error', reject)
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`Editörün paketi oluşturulamadı (çıkış kodu ${code}).`)),
    )
  })
  return { child, done }
}

/** The editor's bundle in editorStaging: from the build cache, or being built (`child`). */
interface EditorBundle {
  fromCache: boolean
  child?: ChildProcess
  done: Promise<void>
}

/**
 * The editor's bundle, started as soon as the data collections are valid (it imports their modules, not the pages):
 * it runs beside the content step's parsing, at a lower priority, on the core that step leaves idle for seconds at a
 * time. Its cache entry has a key of its own, made then (the other bundles' key needs the finished route list).
 */
async function startEditorBundle(collections: DataCollections): Promise<EditorBundle> {
  emitDataModules(path.join(root, 'src', 'generated'), toDataModules(collections))
  const { origin } = siteFromFacts(collections.facts)
  await rm(editorStaging, { recursive: true, force: true })
  const key =
    buildCache &&
    (await bundleKey(root, JSON.stringify({ editor: true, origin }), process.env, NOT_IN_EDITOR))
  if (key && (await restoreBundles(buildCache, key, { editor: editorStaging }, BUNDLE_GROUPS.editor)))
    return { fromCache: true, done: Promise.resolve() }
  const editor = await runEditorBuild(editorStaging, origin)
  const done = editor.done.then(async () => {
    if (!key) return
    const entry = openBundleEntry(buildCache, key, BUNDLE_GROUPS.editor)
    await entry.add('editor', editorStaging)
    await entry.commit()
  })
  // Awaited later (before the post-build pass); a failure meanwhile must not be reported as unhandled.
  done.catch(() => undefined)
  return { fromCache: false, child: editor.child, done }
}

let editorBundle: Promise<EditorBundle> | undefined

try {
  const content = await buildContent(root, {
    cacheDir: buildCache,
    workers: workerCount(),
    onCollections: (collections) => {
      editorBundle = startEditorBundle(collections)
      // Awaited once the content step is done; a failure before then is reported there, not as unhandled.
      editorBundle.catch(() => undefined)
    },
  })
  const { cached, workers } = content.parsing
  console.log(
    `İçerik: ${content.documents.length} dosya, ${content.manifest.length} sayfa` +
      ` (${cached} dosya önbellekten${workers > 0 ? `, ${workers} iş parçacığında ayrıştırıldı` : ''}).`,
  )
  if (content.warnings.length > 0) console.warn(formatWarnings(content.warnings))
  await rm(staging, { recursive: true, force: true })
  // The site's name and address from the facts the content step has just validated (build scripts never import the
  // generated modules).
  const site = siteFromFacts(content.collections.facts)
  const { finishSite } = await import('./postbuild.ts')
  const cmsWarning = cmsSettingsWarning(cmsBackend)
  if (cmsWarning) console.warn(cmsWarning)
  // Three processes from here: React Router's bundles and pages (then the pre-rendering) are what the build waits for;
  // the browser editor (client/admin/, needed by the post-build pass; started during the content step) and the social
  // images (needed only at the end) run beside them at a lower priority and take the cores React Router leaves idle
  // (scripts/lib/background.ts).
  await rm(serverStaging, { recursive: true, force: true })
  await rm(socialStaging, { recursive: true, force: true })
  const { startSocialImages } = await import('./og/social-images.ts')
  const socialImages = startSocialImages(root, socialStaging, site.name, SOCIAL_IMAGES_NICENESS)
  socialImages.catch(() => undefined)
  const client = path.join(staging, 'client')
  const bundles = { client, server: serverStaging }
  // The pages React Router pre-renders itself (one per route; react-router.config.ts): part of the bundles' key.
  const ownPages = bundlePaths(content.manifest)
  const bundlesKey = buildCache && (await bundleKey(root, JSON.stringify({ ownPages, origin: site.origin })))
  const fromCache = bundlesKey !== undefined && (await restoreBundles(buildCache!, bundlesKey, bundles))
  // Started by the content step once the data was valid (always, when the content step got this far).
  const editor = await (editorBundle ??= startEditorBundle(content.collections))
  const bundleEntry = bundlesKey && !fromCache ? openBundleEntry(buildCache, bundlesKey) : undefined
  if (!fromCache) {
    if ((await runReactRouterBuild(staging)) !== 0)
      throw new Error('react-router build failed; dist/ left unchanged.')
    await bundleEntry?.add('client', client, contentFiles(ownPages))
    await bundleEntry?.add('server', serverStaging)
    await bundleEntry?.commit()
  } else {
    // What React Router's client build copies in (scripts/generated-data.ts): data, not part of the cached bundles.
    await copyGeneratedData(root, client)
  }
  console.log(
    `Paketler hazır${fromCache ? ' (önbellekten)' : ''}${editor.fromCache ? '; editör önbellekten' : ''} ` +
      `(${((performance.now() - started) / 1000).toFixed(1)} sn).`,
  )
  const prerendering = { started: performance.now() }
  const pages = content.manifest.map((route) => route.path)
  // Pages none of whose inputs changed are linked from the build cache (scripts/prerender/page-cache.ts).
  const pageCache = bundlesKey ? openPageCache(buildCache, root, bundlesKey) : undefined
  const { restored, toRender } = pageCache
    ? await pageCache.restore(pages, client)
    : { restored: 0, toRender: pages }
  const rendered = await prerenderPages({
    serverBuild: path.join(serverStaging, 'index.js'),
    client,
    allPaths: pages,
    paths: toRender,
  })
  await pageCache?.save(rendered.pages, client, pages)
  console.log(
    `Sayfalar: ${
      rendered.pages.length > 0
        ? `${rendered.pages.length} sayfa ${rendered.workers} iş parçacığında ön işlendi`
        : 'hiçbiri yeniden ön işlenmedi'
    }, ${restored} sayfa önbellekten` +
      ` (${((performance.now() - prerendering.started) / 1000).toFixed(1)} sn).`,
  )
  // In place before the one pass over every file (compression, headers).
  await editor.done
  await rename(path.join(editorStaging, 'admin'), path.join(client, 'admin'))
  await writeRedirectFiles(client, content.redirects)
  const { writeAiCopies } = await import('./ai-copies.ts')
  await writeAiCopies(client, content.documents, content.manifest, site, buildCache)
  const postBuild = { started: performance.now(), cpu: process.cpuUsage() }
  await finishSite(client, content.manifest, site, buildCache)
  const postBuildCpu = process.cpuUsage(postBuild.cpu)
  console.log(
    `Son işlemler (404, site haritası, sıkıştırma): ${((performance.now() - postBuild.started) / 1000).toFixed(1)} sn, ` +
      `işlemci ${((postBuildCpu.user + postBuildCpu.system) / 1e6).toFixed(1)} sn.`,
  )
  // Images are not compressed: they join the site after the post-build pass, which has not waited for them.
  console.log(await socialImages)
  await rename(path.join(socialStaging, 'og'), path.join(client, 'og'))
  // Swap in one step so dist/ is never half-written.
  const previous = `${dist}.previous-${process.pid}`
  await rm(previous, { recursive: true, force: true })
  await rename(dist, previous).catch(() => undefined)
  await rename(client, dist)
  await rm(previous, { recursive: true, force: true })
  await rm(staging, { recursive: true, force: true })
  await rm(editorStaging, { recursive: true, force: true })
  await rm(serverStaging, { recursive: true, force: true })
  // Only a finished build records its routes: what the site has published must stay reachable (redirects.ts).
  if (await writeRoutesLock(root, lockedRoutes(content.manifest)))
    console.log(`${ROUTES_LOCK} güncellendi: yeni adresler eklendi; dosyayı içerikle birlikte commit edin.`)
  await rm(socialStaging, { recursive: true, force: true })
  console.log(
    `Derleme tamam: ${path.relative(root, dist) || dist} (${((performance.now() - started) / 1000).toFixed(1)} sn).`,
  )
} catch (error) {
  // A failed step stops the editor's bundling too (it may have started beside the content step).
  await editorBundle?.then(
    (editor) => editor.child?.kill(),
    () => undefined,
  )
  await rm(staging, { recursive: true, force: true })
  await rm(editorStaging, { recursive: true, force: true })
  await rm(serverStaging, { recursive: true, force: true })
  await rm(socialStaging, { recursive: true, force: true })
  if (error instanceof ContentError) {
    console.error(error.message)
  } else {
    console.error(error instanceof Error ? error.message : error)
  }
  process.exit(1)
}
