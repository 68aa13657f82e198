// Build time: the social preview images of every route in the manifest, for builds that start it as a command
// (`node scripts/og/cli.ts <outDir> <siteName>`); a thin wrapper around writeSocialImages (social-images.ts).
import path from 'node:path'
import { SITE_DOMAIN } from '../../src/shared/site-settings.ts'
import { readManifest } from '../manifest.ts'
import { writeSocialImages } from './social-images.ts'

const outDir = path.resolve(process.argv[2] ?? 'dist')
/** The site's name (facts.yaml `firma.ad`), passed by scripts/build.ts from the content step. */
const siteName = process.argv[3] ?? ''
const started = performance.now()
const run = await writeSocialImages({
  root: process.cwd(),
  routes: await readManifest(),
  outDir,
  site: { name: siteName, domain: SITE_DOMAIN },
})
console.log(
  `Paylaşım görselleri: ${run.rendered} çizildi, ${run.cached} önbellekten ` +
    `(${((performance.now() - started) / 1000).toFixed(1)} sn).`,
)
