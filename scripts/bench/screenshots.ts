// Developer tool (`node scripts/bench/screenshots.ts /path …`): screenshots of the given paths at 360/768/1280 px in
// both themes into /tmp/shots (not a test).
import path from 'node:path'
import { startServer } from '../serve.ts'
import { launchBrowser } from './browser.ts'

const paths = process.argv.slice(2)
const widths = (process.env.WIDTHS ?? '360,768,1280').split(',').map(Number)
const themes = (process.env.THEMES ?? 'light,dark').split(',')
const port = Number(process.env.SHOT_PORT ?? 4399)
const server = await startServer({ port, root: path.resolve(process.env.DIST_DIR ?? 'dist') })
const browser = await launchBrowser()
for (const theme of themes) {
  for (const width of widths) {
    const context = await browser.newContext({ viewport: { width, height: 900 }, colorScheme: 'light' })
    await context.addInitScript((value) => localStorage.setItem('theme', value), theme)
    const page = await context.newPage()
    page.on(
      'console',
      (message) => message.type() !== 'log' && console.log(`[${message.type()}] ${message.text()}`),
    )
    page.on('pageerror', (error) => console.log('[pageerror]', error.message))
    for (const target of paths) {
      await page.goto(`http://127.0.0.1:${port}${target}`, { waitUntil: 'networkidle' })
      const name = `${process.env.SHOT_DIR ?? '/tmp/shots'}/${target.replace(/[^a-z0-9]+/gi, '_') || 'home'}-${width}-${theme}.png`
      await page.screenshot({ path: name, fullPage: process.env.FULL !== '0' })
      console.log(name)
    }
    await context.close()
  }
}
await browser.close()
await server.close()
