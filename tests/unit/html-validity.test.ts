// The Nu HTML Checker as the browser tests run it over dist/ (tests/html-validity.ts): it reports each kind of error
// the built pages once had, and nothing on a valid page.
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { validateHtml } from '../html-validity.ts'

const page = (head: string, body: string) =>
  `<!DOCTYPE html><html lang="tr"><head><meta charset="utf-8"><title>Deneme</title>${head}</head><body>${body}</body></html>`

const PAGES = {
  'valid.html': page(
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
    '<details><summary><span class="block">Başlık</span></summary><p>Metin</p></details>' +
      '<template><picture><source type="image/avif" srcset="/a.avif" sizes="100vw"><img src="/a.webp" alt="Görsel" width="1" height="1"></picture></template>',
  ),
  'icon-data-address.html': page(
    '<link rel="icon" href="data:image/svg+xml,%3Csvg viewBox=%220 0 40 40%22%3E%3C/svg%3E" type="image/svg+xml">',
    '<p>Metin</p>',
  ),
  'div-in-summary.html': page('', '<details><summary><div>Başlık</div></summary><p>Metin</p></details>'),
  'image-without-source.html': page(
    '',
    '<picture><source type="image/avif" data-srcset="/a.avif" sizes="100vw"><img data-src="/a.webp" alt="Görsel"></picture>',
  ),
}

describe('validateHtml', () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'html-validity-'))
  for (const [name, html] of Object.entries(PAGES)) writeFileSync(path.join(folder, name), html)
  const errors = validateHtml([folder])
  const of = (name: string) =>
    errors.filter((error) => path.basename(error.file) === name).map((error) => error.message)

  it('finds nothing on a valid page', () => {
    expect(of('valid.html')).toEqual([])
  })
  it('reports a data: address with raw spaces', () => {
    expect(of('icon-data-address.html').join('\n')).toMatch(/Space is not allowed/)
  })
  it('reports a block element inside <summary>', () => {
    expect(of('div-in-summary.html').join('\n')).toMatch(
      /Element “div” not allowed as child of element “summary”/,
    )
  })
  it('reports <source> and <img> with neither srcset nor src', () => {
    const messages = of('image-without-source.html').join('\n')
    expect(messages).toMatch(/Element “source” is missing required attribute “srcset”/)
    expect(messages).toMatch(
      /Element “img” is missing one or more of the following attributes: “src”, “srcset”/,
    )
  })
})
