// Data collections (content/data/*.yaml): the shipped files pass, and each rule rejects a broken copy in Turkish, with line.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { loadCollections } from '../../scripts/content/collections.ts'
import { parseDataFile } from '../../src/shared/content/data-files.ts'
import { loadContent } from '../../scripts/content/index.ts'
import { ContentError, formatProblem } from '../../src/shared/content/problems.ts'
import { DATA_COLLECTIONS, type DataCollectionName } from '../../src/shared/content-schema.ts'
import { fixtureTree, wikiFile } from './fixture-tree.ts'

const shipped = await loadCollections(process.cwd())
const facts = shipped.facts

function problemsOf(name: Exclude<DataCollectionName, 'industries'>, edit: (raw: string) => string) {
  const file = `content/data/${DATA_COLLECTIONS[name].file}`
  const raw = readFileSync(file, 'utf8')
  const edited = edit(raw)
  expect(edited, 'the edit must change the file').not.toBe(raw)
  return parseDataFile(
    file,
    edited,
    DATA_COLLECTIONS[name].schema,
    name === 'facts' ? new Map() : facts,
  ).problems.map(formatProblem)
}

describe('the shipped collections', () => {
  it('are all valid and complete', () => {
    expect(shipped.problems).toEqual([])
    expect(Object.keys(shipped.collections ?? {})).toEqual(Object.keys(DATA_COLLECTIONS))
  })

  it('substitute facts, a whole-number reference as a number', () => {
    const pricing = shipped.collections!.pricing
    const student = pricing.pricingPlans.find((plan) => plan.id === 'ogrenci')!
    expect(student.price).toBe(facts.get('fiyat.ogrenci'))
    expect(pricing.educationPlans[0]?.price).toBe(`${facts.get('fiyat.ogrenci')} €`)
    expect(pricing.vatNote).toBe(`Fiyatlara %${facts.get('kdv.oran')} KDV dâhil değildir.`)
  })
})

describe('each rule rejects a broken file with file, field, line and a Turkish message', () => {
  it.each<[string, Exclude<DataCollectionName, 'industries'>, (raw: string) => string, string]>([
    [
      'a phone without +90',
      'offices',
      (raw) => raw.replace('phone: +90 312 555 34 27', 'phone: 0312 555 34 27'),
      'content/data/offices.yaml: dealers[2].phone (satır 35): telefon numarası +90 ile başlamalı',
    ],
    [
      'an unknown field',
      'offices',
      (raw) =>
        raw.replace(
          '    phone: +90 312 555 34 27',
          '    phone: +90 312 555 34 27\n    faks: +90 312 555 34 28',
        ),
      'content/data/offices.yaml: dealers[2].faks (satır 36): bilinmeyen alan "faks"',
    ],
    [
      'a missing required field',
      'support',
      (raw) => raw.replace(/\n {4}icon: Phone/, ''),
      'content/data/support.yaml: supportSections[0].icon (satır 8): eksik; bu alan zorunlu',
    ],
    ['an empty text', 'gallery', (raw) => raw.replace(/author: .*/, 'author: ""'), 'author (satır'],
    [
      'a yes/no field with text',
      'pricing',
      (raw) => raw.replace('featured: true', 'featured: evet'),
      'content/data/pricing.yaml: pricingPlans[2].featured (satır 44): true veya false olmalı',
    ],
    [
      'an unknown sector',
      'learn',
      (raw) => raw.replace('sector: Genel', 'sector: Otomotiv'),
      'content/data/learn.yaml: learningResources[0].sector (satır 16): şu değerlerden biri olmalı: Genel, Mimarlık',
    ],
    [
      'an unknown icon name',
      'support',
      (raw) => raw.replace('icon: Phone', 'icon: Telefon'),
      'content/data/support.yaml: supportSections[0].icon (satır 11): bilinmeyen simge; kullanılabilenler: Phone,',
    ],
    [
      'a remote image',
      'home',
      (raw) => raw.replace('image: /images/hero/shrinkwrap.webp', 'image: https://example.com/a.webp'),
      'heroSlides[0].image (satır',
    ],
    [
      'an unknown fact',
      'pricing',
      (raw) => raw.replace('"{{fiyat.ogrenci}} €"', '"{{fiyat.ogrnci}} €"'),
      'content/data/pricing.yaml: satır 63: "{{fiyat.ogrnci}}" diye bir bilgi yok',
    ],
    [
      'an unquoted value starting with a fact',
      'pricing',
      (raw) => raw.replace('price: "{{fiyat.ogrenci}} €"', 'price: {{fiyat.ogrenci}}'),
      '{{...}} ile başlayan değerleri tırnak içine alın',
    ],
    [
      'a YAML syntax error',
      'offices',
      (raw) =>
        raw.replace(
          '  - name: Kıvrım Tasarım Teknolojileri',
          '  - name: Kıvrım Tasarım Teknolojileri\n   location: yanlış girinti',
        ),
      'content/data/offices.yaml: satır 34: YAML okunamadı',
    ],
    [
      'a wrong number of cards',
      'pricing',
      (raw) => raw.replace(/\n {2}- id: lab[\s\S]*?(?=\neducationPlans:)/, ''),
      'content/data/pricing.yaml: pricingPlans (satır 5): dört fiyat kartı olmalı',
    ],
    [
      'a learning resource with another resource’s image',
      'learn',
      (raw) =>
        raw.replace(
          'image: /images/learn/rhino-8-sifirdan-modelleme-serisi.webp',
          'image: /images/learn/rhino-8-level-1-egitim-kilavuzu.webp',
        ),
      'content/data/learn.yaml: learningResources[1].image (satır 23): bu görsel "rhino-8-level-1-egitim-kilavuzu" kaynağında da kullanılıyor',
    ],
    [
      'two gallery projects at one address',
      'gallery',
      (raw) => raw.replace('slug: yaya-koprusu', 'slug: izgara-kabuk-pavyon'),
      'featuredProjects[1].slug',
    ],
    [
      'a gallery project slug with capitals',
      'gallery',
      (raw) => raw.replace('slug: motor-yat-govdesi', 'slug: Motor-Yat-Govdesi'),
      'küçük harf, rakam ve tireden oluşmalı',
    ],
    [
      'a gallery project without its brief',
      'gallery',
      (raw) => raw.replace(/\n {4}brief: [^\n]*/, ''),
      'content/data/gallery.yaml: galleryItems[0].brief',
    ],
    [
      'an award without its year',
      'gallery',
      (raw) =>
        raw.replace(
          '    slug: yaya-koprusu\n',
          '    slug: yaya-koprusu\n    award:\n      name: Ulusal Köprü Tasarımı Yarışması\n',
        ),
      'content/data/gallery.yaml: featuredProjects[1].award.year',
    ],
    [
      'a gallery image outside /images/',
      'gallery',
      (raw) => raw.replace('image: /images/gallery/jant.webp', 'image: https://example.com/caydanlik.webp'),
      '/images/ ile başlayan yerel bir görsel yolu olmalı',
    ],
    [
      'a fact of the wrong kind',
      'facts',
      (raw) => raw.replace('ogrenci: 195', 'ogrenci: yüz doksan beş'),
      'content/data/facts.yaml: fiyat.ogrenci (satır 51): sayı olmalı',
    ],
    [
      'an office phone fact without +90',
      'facts',
      (raw) => raw.replace('telefon: +90 216 555 01 80', 'telefon: 0216 555 01 80'),
      'content/data/facts.yaml: ofis.istanbul.telefon (satır 34): telefon numarası +90 ile başlamalı',
    ],
  ])('%s', (_, name, edit, expected) => {
    expect(problemsOf(name, edit)).toContainEqual(expect.stringContaining(expected))
  })
})

describe('references across files', () => {
  async function problemsOfTree(files: Record<string, string | null>): Promise<string[]> {
    try {
      await loadContent(await fixtureTree(files))
    } catch (error) {
      if (error instanceof ContentError) return error.problems.map(formatProblem)
      throw error
    }
    return []
  }
  const fixtureFile = (file: string) => readFileSync(`tests/fixtures/good/${file}`, 'utf8')

  it.each<[string, string, (raw: string) => string, string]>([
    [
      'an image missing under public/',
      'content/data/gallery.yaml',
      (raw) => raw.replace('image: /images/ornek.svg', 'image: /images/gallery/yok.svg'),
      'content/data/gallery.yaml: galleryItems[0].image (satır 26): "/images/gallery/yok.svg" görseli public/ altında bulunamadı',
    ],
    [
      'a link to a page that does not exist',
      'content/data/home.yaml',
      (raw) => raw.replace('allDetailsLink: /features', 'allDetailsLink: /ozellikler'),
      'featuresHeader.allDetailsLink (satır 23): "/ozellikler" bağlantısının gösterdiği sayfa yok',
    ],
    [
      'a link to a missing section',
      'content/data/learn.yaml',
      (raw) => raw.replace('href: /offices#egitim', 'href: /offices#kurslar'),
      '"/offices" sayfasında "#kurslar" bölümü yok',
    ],
    [
      'a feature card without its page',
      'content/data/home.yaml',
      (raw) => raw.replace('slug: ornek', 'slug: yok'),
      'featureCards[0].slug (satır',
    ],
    [
      'a gallery author who is not in the credits list',
      'content/data/gallery.yaml',
      (raw) => raw.replace('author: Deneme Eğitim Ekibi', 'author: Uydurma Tasarım Stüdyosu'),
      'content/data/gallery.yaml: galleryItems[0].author (satır 25): "Uydurma Tasarım Stüdyosu" proje sahipleri listesinde (content/data/credits.yaml) yok',
    ],
    [
      'our own team’s project not labelled as a demonstration model',
      'content/data/gallery.yaml',
      (raw) => raw.replace('demonstration: true', 'demonstration: false'),
      'galleryItems[0].demonstration (satır 23): "Deneme Eğitim Ekibi" kendi ekibimiz; bu proje gösterim modeli olarak işaretlenmeli',
    ],
    [
      'a customer’s project labelled as a demonstration model',
      'content/data/gallery.yaml',
      (raw) => raw.replace('demonstration: false', 'demonstration: true'),
      'featuredProjects[0].demonstration (satır',
    ],
    [
      'a sector page featuring a project the gallery does not have',
      'content/data/industries/architecture.yaml',
      (raw) => raw.replace('- /gallery/dalga-kultur-merkezi', '- /gallery/uydurma-proje'),
      'featuredProjects[0] (satır 62): "/gallery/uydurma-proje" bağlantısının gösterdiği sayfa yok',
    ],
    [
      'an industry file named differently from its slug',
      'content/data/industries/marine.yaml',
      (raw) => raw.replace('slug: marine', 'slug: jewelry'),
      'content/data/industries/marine.yaml: slug (satır 2): dosya adıyla aynı olmalı: marine',
    ],
  ])('%s', async (_, file, edit, expected) => {
    expect(await problemsOfTree({ [file]: edit(fixtureFile(file)) })).toContainEqual(
      expect.stringContaining(expected),
    )
  })

  it('reports a missing collection file and an unknown one', async () => {
    const problems = await problemsOfTree({
      'content/data/gallery.yaml': null,
      'content/data/haberler.yaml': 'a: 1\n',
    })
    expect(problems).toContainEqual(
      expect.stringContaining('content/data/gallery.yaml: dosya: dosya bulunamadı'),
    )
    expect(problems).toContainEqual(
      expect.stringContaining('content/data/haberler.yaml: dosya: bilinmeyen veri dosyası'),
    )
  })

  it('reports an unknown fact in Markdown with its line, together with data problems', async () => {
    const problems = await problemsOfTree({
      'content/wiki/fiyat.md': wikiFile(
        'title: Fiyat\ndescription: D\ncategory: genel-bilgi',
        'Giriş {{fiyat.yok}}.\n\n## Bölüm\n- Madde\n',
      ),
      'content/data/offices.yaml': fixtureFile('content/data/offices.yaml').replace(
        /phone: [^\n]*/,
        'phone: 312',
      ),
    })
    expect(problems).toContainEqual(
      expect.stringContaining('content/wiki/fiyat.md: satır 7: "{{fiyat.yok}}" diye bir bilgi yok'),
    )
    expect(problems).toContainEqual(expect.stringContaining('content/data/offices.yaml: dealers[0].phone'))
  })
})
