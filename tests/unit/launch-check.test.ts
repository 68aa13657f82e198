// The launch check (scripts/launch/): on today's content it lists the legal identity's empty fields, the example
// offices, dealers and training centres, the editor's placeholder repository and the learning resources that lead to
// a general page; on a site with everything filled in it lists nothing; each check finds its own kind of value.
import { readFile, rm } from 'node:fs/promises'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { LAUNCH_CHECKS, LAUNCH_MESSAGES } from '../../scripts/launch/checks.ts'
import { renderToolImageSlots } from '../../scripts/content/image-slots.ts'
import { formatLaunchList, formatRenderedImages, loadLaunchItems } from '../../scripts/launch/report.ts'
import { filledFiles, filledFixture } from './launch-fixture.ts'

const roots: string[] = []
afterAll(() => Promise.all(roots.map((root) => rm(root, { recursive: true, force: true }))))

async function itemsOf(files: Record<string, string | null> = {}) {
  const root = await filledFixture(files)
  roots.push(root)
  return loadLaunchItems(root)
}

describe('the launch check on today’s content', async () => {
  const items = await loadLaunchItems(process.cwd())
  const lines = (file: string, field: RegExp) =>
    items.filter((item) => item.file === file && field.test(item.field)).map((item) => item.message)

  it('lists every empty field of the legal identity but the optional KEP address', () => {
    expect(lines('content/data/facts.yaml', /^yasal\./)).toEqual(
      ['Ticari unvan', 'MERSİS no', 'Vergi dairesi', 'Vergi no', 'Merkez adresi'].map(
        (field) => `şirketin yasal kimliğinde "${field}" boş; gerçek değeri yazın`,
      ),
    )
  })

  it('lists both offices, the five dealers and the two training centres as examples', () => {
    expect(lines('content/data/facts.yaml', /^ofis\.(istanbul|izmir)\.ornek/)).toHaveLength(2)
    const dealers = lines('content/data/offices.yaml', /^dealers\[\d\]\.ornek/)
    expect(dealers).toHaveLength(5)
    expect(dealers.join('\n')).toContain('"Kıvrım Tasarım Teknolojileri"')
    const centres = lines('content/data/offices.yaml', /^trainingCenters\[\d\]\.ornek/)
    expect(centres).toHaveLength(2)
    expect(centres.join('\n')).toContain('"İzmir Körfez Üniversitesi Sürekli Eğitim Merkezi"')
  })

  it('lists the editor’s placeholder repository', () => {
    expect(lines('content/data/settings.yaml', /^icerik_paneli\.depo/)).toEqual([
      'içerik panelinin GitHub deposu hâlâ yer tutucu (OWNER-PLACEHOLDER/REPOSITORY-PLACEHOLDER); sitenin deposunu sahip/ad biçiminde yazın',
    ])
  })

  it('lists every learning resource whose button leads to a general page, the four former “Türkçe” ones too', () => {
    const resources = lines('content/data/learn.yaml', /^learningResources\[\d+\]\.link/)
    for (const title of [
      'Rhino Render ile Fotogerçekçi Görseller',
      'Mücevher Görselleştirme: Metal ve Taş Malzemeleri',
      'Eş Yükselti Eğrilerinden Arazi Modeli',
      '3D Baskı İçin Model Hazırlama',
    ])
      expect(resources.join('\n')).toContain(`"${title}"`)
    expect(resources.length).toBeGreaterThanOrEqual(4)
  })

  it('prints one Turkish line per value under a heading that counts them', () => {
    const list = formatLaunchList(items).split('\n')
    expect(list[0]).toBe(
      `Yayına alma denetimi: ${items.length} değer hâlâ örnek ya da yer tutucu; hepsi düzeltilene kadar site üretime yayımlanmaz:`,
    )
    expect(list).toHaveLength(items.length + 1)
    expect(list[1]).toMatch(/^ {2}- content\/data\/facts\.yaml: yasal\.ticari_unvan \(satır \d+\): /)
  })
})

describe('the launch check on a site with everything filled in', () => {
  it('lists nothing', async () => {
    const items = await itemsOf()
    expect(items).toEqual([])
    expect(formatLaunchList(items)).toBe(
      'Yayına alma denetimi: örnek ya da yer tutucu değer kalmadı; site üretime yayımlanabilir.',
    )
  })

  it('finds each kind of value again when one is put back', async () => {
    const files = await filledFiles()
    const facts = files['content/data/facts.yaml']!
    const offices = await readFile(path.resolve('tests/fixtures/good/content/data/offices.yaml'), 'utf8')
    const cases: [string, Record<string, string>, string][] = [
      [
        'legalIdentity',
        { 'content/data/facts.yaml': facts.replace(/vergi_no: ".*"/, 'vergi_no: ""') },
        'yasal.vergi_no',
      ],
      [
        'exampleOffices',
        { 'content/data/facts.yaml': facts.replace(/( {4}boylam: 29\.1244\n)/, '$1    ornek: true\n') },
        'ofis.istanbul.ornek',
      ],
      [
        'exampleDealers',
        {
          'content/data/offices.yaml': offices.replace(
            /( {4}isAuthorizedTrainer: true\n)/,
            '$1    ornek: true\n',
          ),
        },
        'dealers[0].ornek',
      ],
      [
        'exampleTrainingCenters',
        { 'content/data/offices.yaml': offices.replace(/( {4}isOfficial: true\n)/, '$1    ornek: true\n') },
        'trainingCenters[0].ornek',
      ],
      [
        'editorRepository',
        {
          'content/data/settings.yaml': files['content/data/settings.yaml']!.replace(
            /depo: .*/,
            'depo: a-placeholder/site',
          ),
        },
        'icerik_paneli.depo',
      ],
      [
        'learningResourceLinks (a general page)',
        {
          'content/data/learn.yaml': files['content/data/learn.yaml']!.replace(
            /link: .*/,
            'link: "{{sosyal.youtube}}"',
          ),
        },
        'learningResources[0].link',
      ],
      [
        'learningResourceLinks (marked in the data)',
        {
          'content/data/learn.yaml': files['content/data/learn.yaml']!.replace(
            /( {4}link: .*\n)/,
            "$1    linkTarget: McNeel'in öğrenme sayfası\n",
          ),
        },
        'learningResources[0].link',
      ],
    ]
    for (const [name, overrides, field] of cases) {
      const items = await itemsOf(overrides)
      expect(
        items.map((item) => item.field.replace(/ \(satır \d+\)$/, '')),
        name,
      ).toEqual([field])
    }
  })

  it('has a message for every check', () => {
    expect(LAUNCH_CHECKS.length).toBe(Object.keys(LAUNCH_MESSAGES).length)
  })
})

describe('the images the project rendered itself, listed for the company to decide on', () => {
  it('names each slot still showing a render-tool image by file, field and address, without holding back a deploy', async () => {
    const slots = await renderToolImageSlots()
    expect(slots.length).toBeGreaterThan(20)
    const lines = formatRenderedImages(slots).split('\n')
    expect(lines[0]).toContain(`${slots.length} görsel alanı`)
    expect(lines[0]).toContain('Yayına almayı engellemez')
    const [first] = slots
    expect(lines).toContain(`  - ${first!.file}: ${first!.field}: ${first!.image}`)
    expect(lines).toHaveLength(slots.length + 1)
  })

  it('says so when staff have replaced them all', () => {
    expect(formatRenderedImages([])).toContain('kendi çizim aracıyla yapılmış görsel kalmadı')
  })
})
