// Developer tool: a contact sheet PNG of images under public/ on the site's light and dark surfaces, to look at
// transparent viewport images in both themes (WebP is not viewable everywhere). Usage:
//   node scripts/imagery/contact-sheet.ts /tmp/sheet.png images/hero/subd images/gallery/jant …
// (IMAGERY_OUT=/tmp/dir reads drafts from there instead of public/).
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { launchBrowser } from '../bench/browser.ts'

const [output = '/tmp/sheet.png', ...files] = process.argv.slice(2)
const PUBLIC = process.env.IMAGERY_OUT ?? path.resolve(import.meta.dirname, '..', '..', 'public')
const cells = await Promise.all(
  files.map(async (file) => {
    const data = (await readFile(path.join(PUBLIC, `${file}.webp`))).toString('base64')
    const image = `<img src="data:image/webp;base64,${data}" style="width:480px;height:auto;display:block;border-radius:12px">`
    return `<div style="display:flex;gap:12px;margin-bottom:12px"><div style="background:#f4f7fb;padding:10px">${image}</div><div style="background:#111a2c;padding:10px">${image}</div><p style="font:12px sans-serif;width:160px">${file}</p></div>`
  }),
)
const browser = await launchBrowser()
const page = await browser.newPage({ viewport: { width: 1200, height: 400 } })
await page.setContent(`<body style="margin:8px;background:#888">${cells.join('')}</body>`)
await page.screenshot({ path: output, fullPage: true })
await browser.close()
console.log(output)
