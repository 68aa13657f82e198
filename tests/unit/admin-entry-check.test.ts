// The editor's check before it saves a wiki article agrees with `npm run check`: it passes every article the content
// check passes, and refuses unknown facts, broken links and anchors, missing images, unknown parents and a bad body
// with the build's Turkish messages, counting lines in the article's text.
import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import type { EditorSiteIndex } from '../../src/shared/content/link-checks.ts'
import { dataCollections } from '../../src/admin/collections.ts'
import {
  dataEntryBindingProblem,
  dataEntryProblems,
  entryStyleWarnings,
  wikiEntryProblems,
} from '../../src/admin/entry-check.ts'
import { frontmatterFormat, yamlFormat } from '../../src/admin/file-formats.ts'

const site = JSON.parse(readFileSync('generated/_data/editor/site.json', 'utf8')) as EditorSiteIndex

const article = (body: string, extra: Record<string, unknown> = {}) => ({
  title: 'Çizim Şablonları ve İpuçları',
  description: 'Rhino 8 çizim şablonlarını hazırlama ve kullanma yolları.',
  category: 'ozellestirme',
  slug: 'cizim-sablonlari-ve-ipuclari',
  ...extra,
  body,
})
const check = (body: string, extra: Record<string, unknown> = {}) =>
  wikiEntryProblems(article(body, extra), { slug: 'cizim-sablonlari-ve-ipuclari', site })

const GOOD = `
Şablonlar her yeni modelde aynı ayarları hazır getirir; öğrenci fiyatı {{fiyat.ogrenci}}.

## Şablon Hazırlama
- Ayrıntılar için [NURBS Nedir](/wiki/nurbs-nedir) ve [bu bölüm](#sablon-hazirlama).
`

describe('the check before saving a wiki article', () => {
  it('passes every article of content/wiki/, as the editor would write it back unchanged', () => {
    const files = readdirSync('content/wiki').filter((name) => name.endsWith('.md') && !name.startsWith('_'))
    expect(files.length).toBeGreaterThan(30)
    for (const name of files) {
      const data = frontmatterFormat.fromFile(readFileSync(`content/wiki/${name}`, 'utf8'))
      expect(wikiEntryProblems(data, { slug: name.slice(0, -3), site }), name).toEqual([])
    }
    // Every article through the whole check: about a second on a quiet machine, more when both cores are busy.
  }, 30_000)

  it('passes a new article with facts, a cross-link and a link to its own section', () => {
    expect(check(GOOD)).toEqual([])
  })

  it('refuses an unknown fact, naming the line of the text', () => {
    const problems = check(GOOD.replace('{{fiyat.ogrenci}}', '{{fiyat.ogrencii}}'))
    expect(problems).toHaveLength(1)
    expect(problems[0]).toMatch(/^metin, satır 2: "\{\{fiyat\.ogrencii\}\}" diye bir bilgi yok/)
    // A new text that starts on its first line: the blank line the editor puts before it in the file does not count.
    expect(check('Fiyat {{fiyat.yok}}.\n\n## Bölüm\n- [Bağlantı](/yok)\n')).toEqual([
      expect.stringMatching(/^metin, satır 1: "\{\{fiyat\.yok\}\}" diye bir bilgi yok/),
      'metin, satır 4: "/yok" bağlantısının gösterdiği sayfa yok',
    ])
  })

  it('refuses links to missing pages and missing sections, here and on other pages', () => {
    const problems = check(
      GOOD.replace('/wiki/nurbs-nedir', '/wiki/nurbs-nedirr').replace('#sablon-hazirlama', '#yok') +
        '- [Ayarlar](/features/metal#olmayan-bolum)\n',
    )
    expect(problems).toEqual([
      'metin, satır 5: "/wiki/nurbs-nedirr" bağlantısının gösterdiği sayfa yok',
      'metin, satır 5: bu sayfada "#yok" başlığı yok',
      'metin, satır 6: "/features/metal" sayfasında "#olmayan-bolum" başlığı yok',
    ])
  })

  it('refuses a missing image and an image without alt text, and accepts one uploaded in this session', () => {
    const body = `${GOOD}\n![](/images/wiki/yeni-sablon.png)\n`
    expect(check(body)).toEqual([
      'metin, satır 7: "/images/wiki/yeni-sablon.png" görseli public/ altında bulunamadı',
      'metin, satır 7: görselin açıklaması (alt metni) boş: ![açıklama](/images/...)',
    ])
    const uploaded = wikiEntryProblems(article(body.replace('![]', '![Şablon penceresi]')), {
      slug: 'cizim-sablonlari-ve-ipuclari',
      site,
      extraImages: new Set(['/images/wiki/yeni-sablon.png']),
    })
    expect(uploaded).toEqual([])
  })

  it('refuses an unknown parent, a body without sections and a # heading', () => {
    expect(check(GOOD, { parent: 'olmayan-makale' })).toEqual([
      'parent: "olmayan-makale" adında bir wiki makalesi yok',
    ])
    expect(check('Yalnızca bir giriş paragrafı.\n')).toEqual([
      "içerik: en az bir '## ' bölümü olmalı (örn. ## Kurulum Adımları)",
    ])
    expect(check(`# Başlık\n${GOOD}`).join('\n')).toContain("'# ' ile başlık yazmayın")
  })
})

describe('the check before saving a data file', () => {
  const read = (name: string) => {
    const collection = dataCollections.find((candidate) => candidate.name === name)!
    return { text: readFileSync(collection.file, 'utf8'), file: collection.file }
  }

  it('passes every data file of content/data/ as the editor would write it back', () => {
    expect(dataCollections.length).toBeGreaterThan(12)
    for (const collection of dataCollections) {
      const data = yamlFormat.fromFile(readFileSync(collection.file, 'utf8'))
      expect(dataEntryProblems(collection.name, data, site), collection.file).toEqual([])
    }
  })

  it('refuses a link to a missing page, a missing image and an unknown fact, with field and line', () => {
    const download = read('download')
    const broken = download.text
      .replace('href: /licensing/cloud-zoo', 'href: /licensing/bulut')
      .replace('href: /irhino', 'href: /irhino#yok')
    const problems = dataEntryProblems('download', yamlFormat.fromFile(broken), site)
    expect(problems).toHaveLength(2)
    expect(problems.join('\n')).toMatch(/\(satır 57\): "\/irhino" sayfasında "#yok" bölümü yok/)
    expect(problems.join('\n')).toMatch(
      /\(satır 97\): "\/licensing\/bulut" bağlantısının gösterdiği sayfa yok/,
    )
    const gallery = read('gallery').text.replace(/(image: \/images\/[\w/-]+)\.(\w+)/, '$1-yok.$2')
    expect(dataEntryProblems('gallery', yamlFormat.fromFile(gallery), site).join('\n')).toMatch(
      /görseli public\/ altında bulunamadı/,
    )
    const facts = read('offices').text.replace(/phone: .*/, 'phone: "{{ofis.yok}}"')
    expect(dataEntryProblems('offices', yamlFormat.fromFile(facts), site).join('\n')).toMatch(
      /"\{\{ofis\.yok\}\}" diye bir bilgi yok/,
    )
  })
})

describe('the glossary in the check before saving', () => {
  it('refuses an unknown [[terim]] with its line and the closest entries, and accepts a known one', () => {
    const problems = check(`${GOOD.trim()}\n\nBir [[kenar yuvarlatmak]] örneği.\n`)
    expect(problems).toEqual([
      expect.stringMatching(/^metin, satır \d+: "kenar yuvarlatmak" sözlükte yok .*Kenar yuvarlatma/),
    ])
    expect(check(`${GOOD.trim()}\n\nBir [[kenar yuvarlatma]] örneği.\n`)).toEqual([])
  })

  it('reports discouraged terms as warnings with their line and the preferred term', () => {
    expect(entryStyleWarnings('Giriş\n3B baskı için model', 'metin')).toEqual([
      'metin, satır 2: "3B" yerine sözlükteki tercih edilen terimi kullanın: "3D"',
    ])
  })
})

describe('a data form writes only its own file', () => {
  it.each(dataCollections.map((collection) => [collection.name, collection.file] as const))(
    '%s: its own file passes, another is refused with both names',
    (name, file) => {
      expect(dataEntryBindingProblem(name, file)).toBeNull()
      const other = dataCollections.find((collection) => collection.file !== file)!.file
      const message = dataEntryBindingProblem(name, other)
      expect(message).toContain(file)
      expect(message).toContain(other)
      expect(message).toContain('hiçbir şey yazılmadı')
    },
  )
})
