import { chromium } from 'playwright-core'
import { readFileSync } from 'node:fs'
const axe = readFileSync('node_modules/axe-core/axe.min.js', 'utf8')
const base = process.argv[2]
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu'] })
for (const path of ['/', '/wiki/nurbs-nedir', '/wiki/sozluk', '/teklif']) {
  const c = await b.newContext({ reducedMotion: 'reduce' }); const p = await c.newPage()
  let t = Date.now()
  await p.goto(base + path, { waitUntil: 'load' })
  await p.waitForFunction(() => document.documentElement.dataset.hydrated === 'true')
  const load = Date.now() - t; t = Date.now()
  await p.evaluate(axe); const inj = Date.now() - t; t = Date.now()
  const run = (opts) => p.evaluate((o) => window.axe.run(document, o).then(r => r.violations.length), opts)
  await run({ runOnly: { type: 'tag', values: ['wcag2a','wcag2aa','wcag21a','wcag21aa'] }, resultTypes: ['violations'] }); const full = Date.now() - t; t = Date.now()
  await run({ runOnly: { type: 'rule', values: ['color-contrast','link-in-text-block'] }, resultTypes: ['violations'] }); const col = Date.now() - t
  console.log(path, { load, inj, full, col })
  await c.close()
}
await b.close()
