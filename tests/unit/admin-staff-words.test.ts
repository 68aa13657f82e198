// Problems in the staff's words (quoted sentences, form labels), the links that follow a renamed or deleted article,
// and the dev server's redirects: pure rules of src/admin/ and scripts/content/vite-plugin.ts.
import { describe, expect, it } from 'vitest'
import { devRedirect } from '../../scripts/content/vite-plugin.ts'
import { dataCollection } from '../../src/admin/decap-config.ts'
import { imagesOf } from '../../src/admin/delete-guard.ts'
import { linkPlaces, rewritePlaces } from '../../src/admin/link-places.ts'
import { dataProblemInWords } from '../../src/admin/problem-words.ts'
import { problemInWords, quotedLine } from '../../src/admin/rich-text/body-problems.ts'
import type { DecapField } from '../../src/admin/zod-to-decap.ts'
import { sourceEditUrl } from '../../src/shared/site-settings.ts'
import { cmsBackend } from '../../src/site.config.ts'

const formFields = (name: string) =>
  (dataCollection()[0]!.files as { name: string; fields: DecapField[] }[]).find((file) => file.name === name)!
    .fields

describe('problems in the staff words', () => {
  const text =
    'Giriş.\n\n## Bölüm\n- Ayrıntılar için [NURBS makalesine](/wiki/nurbs-nedirr) ve **kalın** `Kod` yazısına bakın.'

  it('quote the sentence of a line without its Markdown marks', () => {
    expect(quotedLine(text, 4)).toBe('Ayrıntılar için NURBS makalesine ve kalın Kod yazısına bakın.')
    expect(
      problemInWords(text, { line: 4, message: '"/wiki/nurbs-nedirr" bağlantısının gösterdiği sayfa yok' }),
    ).toBe(
      '“Ayrıntılar için NURBS makalesine ve kalın Kod yazısına bakın.” — "/wiki/nurbs-nedirr" bağlantısının gösterdiği sayfa yok',
    )
  })

  it('cut a long line around the link the problem is about, at whole words', () => {
    const long = `${'Uzun bir giriş cümlesi daha. '.repeat(8)}Burada [bozuk](/wiki/yok) bağlantı var ve sonra ${'devam eden sözcükler '.repeat(6)}`
    const quote = quotedLine(long, 1, '/wiki/yok')
    expect(quote).toMatch(/^….*bozuk bağlantı var.*…$/)
    expect(quote.length).toBeLessThan(140)
  })

  it('name a data field by the form labels instead of its path and line', () => {
    expect(
      dataProblemInWords(
        formFields('offices'),
        'dealers[2].phone (satır 29): telefon numarası +90 ile başlamalı',
      ),
    ).toBe(
      'Lisans satış ofisleri (bayiler) › Lisans satış ofisi (bayi) 3 › Telefon: telefon numarası +90 ile başlamalı',
    )
    expect(dataProblemInWords(formFields('offices'), 'dosya: okunamadı')).toBe('dosya: okunamadı')
  })
})

describe('links to an address', () => {
  const article =
    'Bkz. [Hatch](/wiki/hatch-patterns) ve [bölüm](/wiki/hatch-patterns#olcek); [başka](/wiki/hatch-patterns-2).'
  const yaml = 'related: [/wiki/command-list, /wiki/hatch-patterns]\nlink: /wiki/hatch-patterns\n'

  const files = [
    { path: 'content/wiki/a.md', title: 'A', text: article },
    { path: 'content/data/glossary.yaml', title: 'Sözlük', text: yaml },
  ]

  it('are found in Markdown and YAML, #parts included, other addresses not', () => {
    const places = linkPlaces(files, ['/wiki/hatch-patterns'])
    expect(places.filter((place) => place.file === 'content/wiki/a.md')).toHaveLength(2)
    expect(places.filter((place) => place.file === 'content/data/glossary.yaml')).toHaveLength(2)
  })

  it('are pointed to the new address, keeping their #part', () => {
    const [a, glossary] = rewritePlaces(files, linkPlaces(files, ['/wiki/hatch-patterns']), () => ({
      kind: 'point',
      to: '/wiki/hatch-desenleri',
      samePage: true,
    }))
    expect(a!.text).toBe(
      'Bkz. [Hatch](/wiki/hatch-desenleri) ve [bölüm](/wiki/hatch-desenleri#olcek); [başka](/wiki/hatch-patterns-2).',
    )
    expect(glossary!.text).toBe(
      'related: [/wiki/command-list, /wiki/hatch-desenleri]\nlink: /wiki/hatch-desenleri\n',
    )
  })

  it("an article's images are listed once", () => {
    expect(imagesOf('![a](/images/wiki/a.png) ![b](/images/wiki/a.png) ![c](/images/learn/c.webp)')).toEqual([
      '/images/wiki/a.png',
    ])
  })
})

describe('the preview site and the edit links', () => {
  it('redirects a former address with or without its trailing slash, keeping the query', () => {
    const table = new Map([['/wiki/eski', '/wiki/yeni']])
    expect(devRedirect(table, '/wiki/eski')).toBe('/wiki/yeni')
    expect(devRedirect(table, '/wiki/eski/?a=1')).toBe('/wiki/yeni?a=1')
    expect(devRedirect(table, '/wiki/yeni')).toBeNull()
  })

  it("links MDX pages to the Git host's editor only once the repository is set", () => {
    expect(sourceEditUrl(cmsBackend, 'content/features/metal.mdx')).toBeNull()
    expect(
      sourceEditUrl({ name: 'github', repo: 'firma/site', branch: 'main' }, 'content/features/metal.mdx'),
    ).toBe('https://github.com/firma/site/edit/main/content/features/metal.mdx')
    expect(
      sourceEditUrl(
        {
          name: 'gitea',
          repo: 'firma/site',
          branch: 'main',
          appId: 'x',
          baseUrl: 'https://git.ornek.invalid',
        },
        'content/licensing/eula.mdx',
      ),
    ).toBe('https://git.ornek.invalid/firma/site/_edit/main/content/licensing/eula.mdx')
  })
})
