// `npm run test:system` (the first step of `npm test`): the system programs the end-to-end tests need, Debian's
// Chromium (scripts/browser.ts) and nginx with its brotli modules (scripts/nginx-server.ts). Missing ones are installed
// with apt-get when this runs as root (as CI does); otherwise the one command to run is printed and the tests stop.
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { CHROMIUM_PATH } from './browser.ts'
import { BROTLI_MODULES, NGINX_BINARY } from './nginx-server.ts'

/** Each Debian package, by the file it puts on the machine. */
const NEEDED: Record<string, string> = {
  chromium: CHROMIUM_PATH,
  nginx: NGINX_BINARY,
  'libnginx-mod-http-brotli-static': BROTLI_MODULES.static,
  'libnginx-mod-http-brotli-filter': BROTLI_MODULES.filter,
}

const missing = Object.keys(NEEDED).filter((name) => !existsSync(NEEDED[name]!))
if (missing.length > 0) {
  const install = ['install', '-y', '-qq', ...missing]
  if (process.getuid?.() !== 0) {
    console.error(
      `Missing system packages for the browser tests; install them with: sudo apt-get ${install.join(' ')}`,
    )
    process.exit(1)
  }
  console.log(`Installing the system packages the browser tests need (apt-get): ${missing.join(', ')}`)
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  for (const args of [['update', '-qq'], install]) {
    const result = spawnSync('apt-get', args, { stdio: ['ignore', 'ignore', 'inherit'], env })
    if (result.status !== 0) {
      console.error(
        `apt-get ${args.join(' ')} failed (${result.error?.message ?? `exit code ${result.status}`}).`,
      )
      process.exit(1)
    }
  }
}
