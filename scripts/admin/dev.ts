// `npm run admin` (local mode): the content pipeline, decap-server over this working copy, the site's dev server and
// the editor's dev server, all on 127.0.0.1. What is saved in the editor is written to content/ and shows in the dev
// site at once (the content plugin re-runs the pipeline and reloads). Ctrl+C stops everything.
import { spawn } from 'node:child_process'
import { createServer } from 'vite'
import { buildContent } from '../content/index.ts'
import { ContentError } from '../../src/shared/content/problems.ts'
import { reactRouterCli } from '../react-router-cli.ts'
import { waitForPort } from '../wait-for-port.ts'
import { DECAP_SERVER_PORT, LOOPBACK, startDecapServer } from './decap-server.ts'

const root = process.cwd()
const sitePort = Number(process.env.SITE_PORT ?? 5173)
const adminPort = Number(process.env.ADMIN_PORT ?? 5174)

/** The site's address for the editor's config; in local mode the editor links to the local site instead (main.tsx). */
let origin = ''
try {
  origin = (await buildContent(root)).collections.facts.firma.web
} catch (error) {
  // The editor is how broken content gets fixed: report it and start anyway.
  console.error(error instanceof ContentError ? error.message : error)
}
// Loaded only now: the editor's modules import the data modules the content step has just generated (a fresh clone
// has none before it).
const { adminViteConfig } = await import('./vite-config.ts')
const decap = await startDecapServer({ folder: root, port: DECAP_SERVER_PORT })
const site = spawn(
  process.execPath,
  [reactRouterCli(root), 'dev', '--host', LOOPBACK, '--port', String(sitePort), '--strictPort'],
  { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] },
)
const siteOrigin = `http://${LOOPBACK}:${sitePort}`
const admin = await createServer(
  adminViteConfig({ root, origin, apiTarget: decap.origin, siteOrigin, port: adminPort }),
)
await admin.listen()
// The site's dev server takes a while on its first start (it pre-bundles its dependencies).
await waitForPort(sitePort, { name: 'the site dev server', timeoutMs: 180_000 })

console.log(`
İçerik editörü (yerel mod): http://${LOOPBACK}:${adminPort}/admin/
Site (geliştirme sunucusu):  ${siteOrigin}/
Kaydettikleriniz doğrudan content/ klasörüne yazılır. Durdurmak için Ctrl+C.
`)

async function stop() {
  site.kill('SIGTERM')
  await Promise.all([admin.close(), decap.stop()])
  process.exit(0)
}
process.once('SIGINT', () => void stop())
process.once('SIGTERM', () => void stop())
