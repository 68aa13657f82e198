// `npm run test:system` (the first step of `npm test`): the system programs the browser tests need, Debian's Chromium
// (scripts/bench/browser.ts) and a Java runtime for the Nu HTML Checker (vnu-jar, tests/e2e/html-validity.e2e.ts). Missing
// ones are installed with apt-get when this runs as root (as CI does); otherwise the one command to run is printed.
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { CHROMIUM_PATH } from '../scripts/bench/browser.ts'

/** Each Debian package, by the file it puts on the machine. */
const NEEDED: Record<string, string> = {
  chromium: CHROMIUM_PATH,
  'default-jre-headless': '/usr/bin/java',
}

const missing = Object.keys(NEEDED).filter((name) => !existsSync(NEEDED[name]!))
if (missing.length > 0) {
  const install = ['install', '-y', '-qq', '--no-install-recommends', ...missing]
  if (process.getuid?.() !== 0) {
    console.error(
      `Tarayıcı testleri için eksik sistem paketleri; kurmak için: sudo apt-get ${install.join(' ')}`,
    )
    process.exit(1)
  }
  console.log(`Tarayıcı testlerinin sistem paketleri kuruluyor (apt-get): ${missing.join(', ')}`)
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  for (const args of [['update', '-qq'], install]) {
    const result = spawnSync('apt-get', args, { stdio: ['ignore', 'ignore', 'inherit'], env })
    if (result.status !== 0) {
      console.error(
        `apt-get ${args.join(' ')} başarısız oldu (${result.error?.message ?? `çıkış kodu ${result.status}`}).`,
      )
      process.exit(1)
    }
  }
}
