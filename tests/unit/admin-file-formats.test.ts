// The editor's file formats keep files as written: an unchanged save gives the same bytes for every article, a
// change rewrites only its own line, a new article passes the content check.
import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { parseSource } from '../../src/shared/content/parse.ts'
import { wikiCollection } from '../../src/admin/decap-config.ts'
import { frontmatterFormat, SOURCE_KEY, yamlFormat } from '../../src/admin/file-formats.ts'
import { updateYaml } from '../../src/admin/yaml-edit.ts'

const order = wikiCollection().fields!.map((field) => field.name)
const articles = readdirSync('content/wiki').filter((name) => name.endsWith('.md'))
const read = (name: string) => readFileSync(`content/wiki/${name}`, 'utf8')

/** Lines of b that differ from a at the same position (both must have the same number of lines). */
function changedLines(a: string, b: string): string[] {
  const left = a.split('\n')
  const right = b.split('\n')
  expect(right.length).toBe(left.length)
  return right.filter((line, index) => line !== left[index])
}

describe('Markdown with frontmatter', () => {
  it.each(articles)('%s: read and written unchanged, byte for byte', (name) => {
    const raw = read(name)
    const data = frontmatterFormat.fromFile(raw)
    expect(data[SOURCE_KEY]).toBe(raw)
    expect(frontmatterFormat.toFile({ ...data }, order)).toBe(raw)
    // As Decap hands it back: a copy of the data (its immutable map, turned back into an object).
    expect(frontmatterFormat.toFile(JSON.parse(JSON.stringify(data)) as Record<string, unknown>, order)).toBe(
      raw,
    )
  })

  it.each(['donanim-kilavuzu.md', 'bezier-egrileri-nedir.md', 'macro-olusturma.md'])(
    '%s (tables, code blocks): a changed field rewrites its line only, the body stays byte for byte',
    (name) => {
      const raw = read(name)
      const data = frontmatterFormat.fromFile(raw)
      const written = frontmatterFormat.toFile({ ...data, description: 'Yeni açıklama.' }, order)
      expect(changedLines(raw, written)).toEqual(['description: Yeni açıklama.'])
    },
  )

  it('an emptied optional field loses its line; a new one goes to its place in the schema order', () => {
    const raw = read('3d-dijitallestirme.md')
    const data = frontmatterFormat.fromFile(raw)
    const without = frontmatterFormat.toFile({ ...data, externalUrl: '' }, order)
    expect(without).not.toContain('externalUrl:')
    expect(raw.replace(/^externalUrl: .*\n/m, '')).toBe(without)
    const withParent = frontmatterFormat.toFile({ ...data, parent: 'teknik-incelemeler' }, order)
    expect(withParent).toMatch(/category: kaynak-ve-belgeler\nparent: teknik-incelemeler\nexternalUrl:/)
  })

  it('keeps nested lists, math and quoted values as written', () => {
    const raw =
      '---\ntitle: "Eğriler: Temeller"\ndescription: Açıklama.\ncategory: genel-bilgi\n---\n\nGiriş $x^2 + y^2 = r^2$ ve $$\\int f$$.\n\n## Bölüm\n- Bir\n  - İç madde\n    1. Sayı\n- İki \\* yıldız\n'
    const data = frontmatterFormat.fromFile(raw)
    expect(frontmatterFormat.toFile(data, order)).toBe(raw)
    expect(
      changedLines(raw, frontmatterFormat.toFile({ ...data, order: 3 }, order).replace('order: 3\n', '')),
    ).toEqual([])
  })

  it('writes a new article that passes the content check', () => {
    const file = frontmatterFormat.toFile(
      {
        title: 'Çizim Şablonları ve İpuçları',
        description: 'Rhino 8 çizim şablonlarını hazırlama ve kullanma yolları.',
        category: 'ozellestirme',
        slug: 'cizim-sablonlari-ve-ipuclari',
        parent: 'ozel-arac-cubugu',
        externalUrl: '',
        body: 'Giriş paragrafı.\n\n## Şablon Dosyaları\n- Madde\n\n## Ölçü Stilleri\n- Madde',
      },
      order,
    )
    expect(file).toBe(
      '---\ntitle: Çizim Şablonları ve İpuçları\ndescription: Rhino 8 çizim şablonlarını hazırlama ve kullanma yolları.\ncategory: ozellestirme\nslug: cizim-sablonlari-ve-ipuclari\nparent: ozel-arac-cubugu\n---\n\nGiriş paragrafı.\n\n## Şablon Dosyaları\n- Madde\n\n## Ölçü Stilleri\n- Madde\n',
    )
    const { problems, document } = parseSource({
      file: 'content/wiki/cizim-sablonlari-ve-ipuclari.md',
      kind: 'wiki',
      name: 'cizim-sablonlari-ve-ipuclari',
      extension: '.md',
      raw: file,
    })
    expect(problems).toEqual([])
    expect(document?.headings).toEqual(['Şablon Dosyaları', 'Ölçü Stilleri'])
  })
})

describe('YAML data files', () => {
  const offices = `# Ofisler ve bayiler: fiyat ve iletişim bilgileri personel tarafından güncellenir.
offices:
  - id: istanbul
    name: İstanbul Ofisi
    phone: "+90 216 555 01 80"
dealers:
  - name: Örnek Bilişim
    city: Ankara
    phone: +90 312 555 10 20 # santral
    tags: [eğitim, satış]
  - name: Ege Tasarım
    city: İzmir
    phone: +90 232 555 30 40
`

  it('unchanged: the same text, comments and quoting included', () => {
    expect(yamlFormat.toFile(yamlFormat.fromFile(offices), [])).toBe(offices)
  })

  it("a dealer's new phone number changes that one line", () => {
    const data = yamlFormat.fromFile(offices) as { dealers: { phone: string }[] }
    const dealers = structuredClone(data.dealers)
    dealers[1]!.phone = '+90 232 555 99 99'
    const written = yamlFormat.toFile({ ...data, dealers }, [])
    expect(changedLines(offices, written)).toEqual(['    phone: +90 232 555 99 99'])
  })

  it('a new file is written in the schema order', () => {
    expect(updateYaml(undefined, { b: 1, a: 'x', c: '' }, ['a', 'b'])).toBe('a: x\nb: 1\n')
  })
})
