// `npm run build` (build time): the content step → React Router's build, which pre-renders every page of the route
// manifest (react-router.config.ts), with the editor's bundle built beside it in a process of its own and the social
// images drawn here meanwhile → the post-build pass over its output (scripts/postbuild.ts) → swap into dist/.
import { spawn } from 'node:child_process'
import { existsSync, renameSync, rmSync } from 'node:fs'
import { createInterface } from 'node:readline'
import path from 'node:path'
import { writeAiCopies } from './ai-copies.ts'
import { buildContent } from './content/index.ts'
import { lockedRoutes, ROUTES_LOCK, writeRedirectFiles, writeRoutesLock } from './content/redirects.ts'
import { copyGeneratedData } from './generated-data.ts'
import { writeSocialImages } from './og/social-images.ts'
import { finishSite } from './postbuild.ts'
import { reactRouterCli } from './react-router-cli.ts'
import { siteFromFacts } from '../src/shared/site-settings.ts'
import { formatWarnings } from '../src/shared/content/problems.ts'

const root = process.cwd()
const started = performance.now()
const seconds = (since = started) => ((performance.now() - since) / 1000).toFixed(1)
// DIST_DIR lets several builds run side by side (tests, benchmarks); each gets its own staging folders.
const dist = path.resolve(root, process.env.DIST_DIR ?? 'dist')
const staging = path.join(root, '.build', String(process.pid))
/** React Router's output folder (react-router.config.ts reads RR_BUILD_DIR); its pages are in client/. */
const client = path.join(staging, 'client')
const editorStaging = `${staging}-editor`
/** The social images, beside (not inside) React Router's build folder, which React Router empties first. */
const socialStaging = `${staging}-og`
const stagingFolders = [staging, editorStaging, socialStaging]

/** A child process running `args` with this Node; resolves with its output when it ends with 0. */
function runNode(args: string[], failure: string, env: NodeJS.ProcessEnv = {}) {
  const child = spawn(process.execPath, args, {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env },
  })
  const output: string[] = []
  createInterface({ input: child.stdout }).on('line', (line) => {
    output.push(line)
    if (process.env.BUILD_VERBOSE) process.stdout.write(line + '\n')
  })
  createInterface({ input: child.stderr }).on('line', (line) => process.stderr.write(line + '\n'))
  const done = new Promise<string[]>((resolve, reject) => {
    child.on('error', reject)
    child.on('close', (code) =>
      code === 0
        ? resolve(output)
        : reject(new Error(`${failure} (çıkış kodu ${code}); dist/ değiştirilmedi.`)),
    )
  })
  // Awaited later; a failure meanwhile must not be reported as unhandled.
  done.catch(() => undefined)
  return { child, done }
}

const children: ReturnType<typeof runNode>[] = []

try {
  const content = await buildContent(root)
  console.log(`İçerik: ${content.documents.length} dosya, ${content.manifest.length} sayfa.`)
  if (content.warnings.length > 0) console.warn(formatWarnings(content.warnings))
  const site = siteFromFacts(content.collections.facts)
  for (const folder of stagingFolders) rmSync(folder, { recursive: true, force: true })

  // The editor (its own Vite build) and the site (React Router's build and pre-rendering) side by side; the social
  // images are drawn here while they run.
  const editor = runNode(
    [path.join(import.meta.dirname, 'admin', 'build.ts'), editorStaging, site.origin],
    'Editörün paketi oluşturulamadı',
  )
  const pages = runNode([reactRouterCli(root), 'build'], 'react-router build başarısız oldu', {
    RR_BUILD_DIR: staging,
  })
  children.push(editor, pages)
  const cards = await writeSocialImages({
    root,
    routes: content.manifest,
    outDir: socialStaging,
    site: { name: site.name, domain: site.domain },
  })
  console.log(
    `Paylaşım görselleri: ${cards.rendered} çizildi, ${cards.cached} önbellekten (${seconds()} sn).`,
  )
  await pages.done
  console.log(`Sayfalar: ${content.manifest.length} sayfa ön işlendi (${seconds()} sn).`)

  const postBuild = performance.now()
  copyGeneratedData(root, client)
  await writeRedirectFiles(client, content.redirects)
  writeAiCopies(client, content.documents, content.manifest, site)
  finishSite(client, content.manifest, site)
  await editor.done
  renameSync(path.join(editorStaging, 'admin'), path.join(client, 'admin'))
  console.log(`Son işlemler (404, site haritası, kopyalar, başlık dosyaları): ${seconds(postBuild)} sn.`)
  renameSync(path.join(socialStaging, 'og'), path.join(client, 'og'))

  // The new site replaces the old one only when it is complete: dist/ is never half-written.
  const previous = `${dist}.previous-${process.pid}`
  if (existsSync(dist)) renameSync(dist, previous)
  renameSync(client, dist)
  rmSync(previous, { recursive: true, force: true })
  for (const folder of stagingFolders) rmSync(folder, { recursive: true, force: true })
  // Only a finished build records its routes: what the site has published must stay reachable (redirects.ts).
  if (await writeRoutesLock(root, lockedRoutes(content.manifest)))
    console.log(`${ROUTES_LOCK} güncellendi: yeni adresler eklendi; dosyayı içerikle birlikte commit edin.`)
  console.log(`Derleme tamam: ${path.relative(root, dist) || dist} (${seconds()} sn).`)
} catch (error) {
  for (const { child } of children) child.kill()
  for (const folder of stagingFolders) rmSync(folder, { recursive: true, force: true })
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
}
