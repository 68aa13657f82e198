// `npm run build` (build time): content → React Router pre-render → 404/sitemap/robots/compression → atomic swap into dist/.
import { spawn } from 'node:child_process'
import { rename, rm } from 'node:fs/promises'
import path from 'node:path'
import { createInterface } from 'node:readline'
import { buildContent } from './content/index.ts'
import { ContentError } from './content/problems.ts'
import { createSiteProcessor, finishSite, walk } from './postbuild.ts'
import { isBundleDone, prerenderedFile } from './build-log.ts'

const root = process.cwd()
const started = performance.now()
// DIST_DIR lets several builds run side by side (tests, benchmarks); each gets its own staging folder.
const dist = path.resolve(root, process.env.DIST_DIR ?? 'dist')
const staging = path.join(root, '.build', String(process.pid))
const verbose = Boolean(process.env.BUILD_VERBOSE)

/**
 * Runs `react-router build`, handing `onLine` every line it prints as it comes, so the post-build pass can run on
 * the second core while React Router, which pre-renders on one, goes on.
 */
function reactRouterBuild(onLine: (line: string) => void): Promise<void> {
  const child = spawn(
    process.execPath,
    // A larger young generation: pre-rendering allocates many short-lived objects per page, and the default
    // 16 MB semi-space makes V8 collect garbage thousands of times (`npm run bench -- scale` measures the gain).
    ['--max-semi-space-size=64', path.join(root, 'node_modules', '@react-router', 'dev', 'bin.js'), 'build'],
    { stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, RR_BUILD_DIR: staging } },
  )
  createInterface({ input: child.stdout }).on('line', (line) => {
    if (verbose) console.log(line)
    onLine(line)
  })
  return new Promise((resolve, reject) => {
    child.on('error', reject)
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error('react-router build failed; dist/ left unchanged.')),
    )
  })
}

try {
  const content = await buildContent(root)
  console.log(`İçerik: ${content.documents.length} dosya, ${content.manifest.length} sayfa.`)
  await rm(staging, { recursive: true, force: true })
  const client = path.join(staging, 'client')
  const processor = createSiteProcessor(client)
  // The copies of public/_data (wiki articles, search index) are final once the client bundle is written; each page
  // once React Router reports it. Anything else waits for the final pass.
  let publicData: Promise<void> | undefined
  await reactRouterBuild((line) => {
    const file = prerenderedFile(line, root)
    if (file?.startsWith(client + path.sep)) processor.take(file)
    else if (!publicData && isBundleDone(line))
      publicData = (async () => {
        for await (const data of walk(path.join(client, '_data'))) processor.take(data)
      })().catch(() => undefined) // left to the final pass
  })
  await publicData
  await finishSite(client, content.manifest, processor)
  // Swap in one step so dist/ is never half-written.
  const previous = `${dist}.previous-${process.pid}`
  await rm(previous, { recursive: true, force: true })
  await rename(dist, previous).catch(() => undefined)
  await rename(client, dist)
  await rm(previous, { recursive: true, force: true })
  await rm(staging, { recursive: true, force: true })
  console.log(
    `Derleme tamam: ${path.relative(root, dist) || dist} (${((performance.now() - started) / 1000).toFixed(1)} sn).`,
  )
} catch (error) {
  await rm(staging, { recursive: true, force: true })
  if (error instanceof ContentError) {
    console.error(error.message)
  } else {
    console.error(error instanceof Error ? error.message : error)
  }
  process.exit(1)
}
