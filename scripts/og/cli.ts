// Build time, in its own process (started by scripts/build.ts): the social preview images of every route in the manifest.
import path from 'node:path'
import { readManifest } from '../manifest.ts'
import { readSiteDomain } from '../site-settings.ts'
import { writeSocialImages } from './social-images.ts'

const outDir = path.resolve(process.argv[2] ?? 'dist')
/** The site's name (facts.yaml `firma.ad`), passed by scripts/build.ts from the content step. */
const siteName = process.argv[3] ?? ''
const started = performance.now()
const cpu = process.cpuUsage()
const run = await writeSocialImages({
  root: process.cwd(),
  routes: await readManifest(),
  outDir,
  site: { name: siteName, domain: readSiteDomain() },
})
const used = process.cpuUsage(cpu)
console.log(
  `Paylaşım görselleri: ${run.rendered} çizildi, ${run.cached} önbellekten ` +
    `(${((performance.now() - started) / 1000).toFixed(1)} sn, işlemci ${((used.user + used.system) / 1e6).toFixed(1)} sn).`,
)
