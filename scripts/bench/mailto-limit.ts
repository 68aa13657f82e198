// Measures how long a mailto: address Chromium hands to the system (src/lib/mail-links.ts cites the result). Debian's
// Chromium opens mailto: links with xdg-open; a stand-in xdg-open put first on PATH records the length of what it
// receives, and each length is clicked in a fresh page of one browser. Linux only; run with Node 24:
// `node scripts/bench/mailto-limit.ts [length,length,…]`.
import { chmodSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { chromium } from 'playwright-core'
import { CHROMIUM_PATH } from './browser.ts'

const lengths = (process.argv[2] ?? '2000,2046,2048,100000,131071,131072,2097152,2097153')
  .split(',')
  .map(Number)
const folder = mkdtempSync(path.join(os.tmpdir(), 'mailto-limit-'))
const received = path.join(folder, 'received.txt')
// The stand-in: "<length asked> <length received>" per call.
writeFileSync(
  path.join(folder, 'xdg-open'),
  `#!/bin/sh\nn=$(printf '%s' "$1" | head -c 60 | sed -n 's/.*?n=\\([0-9]*\\).*/\\1/p')\necho "$n $(printf '%s' "$1" | wc -c)" >> ${received}\n`,
)
chmodSync(path.join(folder, 'xdg-open'), 0o755)

const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
  env: { ...process.env, PATH: `${folder}:${process.env.PATH}` },
})
const page = await browser.newPage()
const launched = new Map<number, boolean>()
page.on('console', (message) => {
  const asked = /^Launched external handler for 'mailto:[^?]*\?n=(\d+)/.exec(message.text())
  if (asked) launched.set(Number(asked[1]), true)
})
for (const length of lengths) {
  const prefix = `mailto:info@example.com?n=${length}&amp;body=`
  // The address holds only ASCII letters after its prefix: nothing to escape but the ampersand.
  await page.setContent(`<a id="a" href="${prefix}${'a'.repeat(length - prefix.length + 4)}">mailto</a>`)
  // A real click (a user gesture, as a visitor's), without waiting for a navigation that never comes.
  const box = (await page.locator('#a').boundingBox())!
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
  // The system's handler runs on its own: wait for its record, or give up after a few seconds.
  for (let waited = 0; waited < 5000; waited += 250) {
    if (
      existsSync(received) &&
      readFileSync(received, 'utf8')
        .split('\n')
        .some((line) => line.startsWith(`${length} `))
    )
      break
    await page.waitForTimeout(250)
  }
}
await browser.close()
const got = new Map(
  (existsSync(received) ? readFileSync(received, 'utf8') : '')
    .split('\n')
    .filter(Boolean)
    .map((line) => line.split(' ').map(Number) as [number, number]),
)
console.log('length      handed to the system   received by xdg-open')
for (const length of lengths)
  console.log(
    `${String(length).padEnd(12)}${String(launched.get(length) ?? false).padEnd(23)}${got.get(length) ?? '—'}`,
  )
