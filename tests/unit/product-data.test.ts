// Data invariants of the product pages: /download groups and licensing links, /irhino lists, the five industry pages.
import { describe, expect, it } from 'vitest'
import { downloadGroups, trialFacts } from '../../src/data/download.ts'
import { findIndustry, industries, industryBreadcrumb } from '../../src/data/industries.ts'
import {
  IMPORT_FORMAT_CLAIM,
  arAnchorModes,
  importFormats,
  mainFeatures,
  moreFeatures,
  objectScan,
  rebuiltCards,
  requirements,
  roomScan,
  saveFormat,
} from '../../src/data/irhino.ts'
import { vendor } from '../../src/site.config.ts'

describe('/download data', () => {
  it('lists the groups in the page order, trial first', () => {
    expect(downloadGroups.map((group) => group.id)).toEqual([
      'deneme',
      'lisansli',
      'mobil',
      'wip',
      'eklentiler',
      'lisanslama',
      'dokumantasyon',
      'sistem-gereksinimleri',
      'eski',
    ])
  })

  it('sends the trial to the vendor survey page in a new tab', () => {
    const [trial] = downloadGroups[0]?.items ?? []
    expect(trial).toMatchObject({ href: vendor.trialSurvey, external: true })
    expect(trial?.href).toMatch(/^https:\/\/www\.rhino3d\.com\//)
    const facts = trialFacts.map((fact) => fact.text).join(' ')
    expect(facts).toContain('90 gün')
    expect(facts).toContain('bir kez')
    expect(facts).toMatch(/kaydetme ve eklentiler çalışmaz/)
  })

  it('has the four internal licensing links of the spec, then the licence advisor', () => {
    const licensing = downloadGroups.find((group) => group.id === 'lisanslama')
    expect(licensing?.items.map((item) => [item.href, item.external])).toEqual([
      ['/licensing/methods', false],
      ['/licensing/cloud-zoo', false],
      ['/licensing/lan-zoo', false],
      ['/licensing/eula', false],
      ['/teklif', false],
    ])
  })

  it('marks every link external exactly when it is an http(s) address', () => {
    for (const item of downloadGroups.flatMap((group) => group.items)) {
      expect(item.external, item.title).toBe(/^https?:\/\//.test(item.href))
    }
  })

  it('links /irhino, the animation plugin trial, system requirements for WIP/8/7/6 and the legacy items', () => {
    const byId = Object.fromEntries(downloadGroups.map((group) => [group.id, group]))
    expect(byId.mobil?.items[0]?.href).toBe('/irhino')
    expect(byId.eklentiler?.items.some((item) => item.description.includes('30 günlük deneme'))).toBe(true)
    expect(byId['sistem-gereksinimleri']?.items.map((item) => item.title)).toEqual([
      'Rhino WIP',
      'Rhino 8',
      'Rhino 7',
      'Rhino 6',
    ])
    const legacy = byId.eski?.items.map((item) => item.title).join(' | ') ?? ''
    for (const text of [
      'LAN Lisans Yöneticisi',
      'Rhino 7 Arşivi',
      'Rhino 6 Arşivi',
      'Rhino 5 Arşivi',
      'Eski Lisans',
      'Üretimi Durdurulan',
    ]) {
      expect(legacy).toContain(text)
    }
  })
})

describe('/irhino data', () => {
  it('lists the 19 import formats in the spec order and claims 15+', () => {
    expect(importFormats).toEqual([
      '3dm (tüm sürümler)',
      'dwg',
      'dxf',
      'glb',
      'gltf',
      'gts',
      'iges',
      'lwo',
      'usd',
      'usdz',
      'off',
      'ply',
      'points',
      'raw',
      'slc',
      'stl',
      'vrml',
      'wamit',
      'x',
    ])
    expect(IMPORT_FORMAT_CLAIM).toBe('15+')
    expect(saveFormat).toContain('Rhino 8 3dm')
  })

  it('has 4 rebuilt cards, 6 main features, 5 AR modes and 3 requirement cards', () => {
    expect(rebuiltCards).toHaveLength(4)
    expect(mainFeatures).toHaveLength(6)
    expect(arAnchorModes.map((mode) => mode.title)).toEqual([
      'Serbest Nokta',
      'Yatay Yüzey',
      'Dikey Yüzey',
      'Yüz Takibi (Ön Kamera)',
      'AR İşaretçisi (Fiducial)',
    ])
    expect(requirements.map((card) => card.title)).toEqual([
      'iOS 17 veya Üzeri',
      'iPhone veya iPad',
      'Tarama İçin LiDAR',
    ])
  })

  it('states the scanning requirements and the eight display modes', () => {
    expect(roomScan.requirements.join(' ')).toContain('LiDAR')
    expect(objectScan.requirements).toEqual([
      'LiDAR sensörü',
      'A14 Bionic veya daha yeni işlemci',
      'iOS 17 veya üzeri',
    ])
    expect(moreFeatures[0]?.items).toEqual([
      'Wireframe',
      'Shaded',
      'Rendered',
      'Ghosted',
      'X-ray',
      'Technical',
      'Pen',
      'Artistic',
    ])
    expect(moreFeatures.map((card) => card.title)).toEqual([
      'Görüntü Modları',
      'Bulut Depolama',
      'Geometri Desteği',
      'Gelişmiş Araçlar',
    ])
  })
})

describe('industry pages data', () => {
  const slugs = ['architecture', 'marine', 'jewelry', 'landscape', 'education'] as const

  it('has five pages keyed by their own slug', () => {
    expect(Object.keys(industries)).toEqual([...slugs])
    for (const slug of slugs) expect(industries[slug].slug).toBe(slug)
  })

  it('shows featured projects on every sector page the gallery has projects for, pricing only on education', () => {
    const withProjects = slugs.filter((slug) => (industries[slug].featuredProjects?.length ?? 0) > 0)
    expect(withProjects).toEqual(['architecture', 'marine', 'jewelry', 'landscape'])
    expect(slugs.filter((slug) => industries[slug].educationPricing)).toEqual(['education'])
  })

  it('keeps the card counts the pages are designed for', () => {
    for (const slug of slugs) {
      const page = industries[slug]
      expect(page.capabilities, slug).toHaveLength(6)
      expect(page.plugins.length, slug).toBeGreaterThanOrEqual(3)
      expect(page.plugins.length, slug).toBeLessThanOrEqual(4)
      expect(page.resources, slug).toHaveLength(4)
      for (const resource of page.resources)
        expect(resource.external, resource.href).toBe(/^https?:\/\//.test(resource.href))
    }
  })

  it('builds the breadcrumb trail under Sektörler and finds only known slugs', () => {
    expect(industryBreadcrumb(industries.marine)).toEqual([
      { label: 'Sektörler', href: '/#sektorler' },
      { label: 'Denizcilik' },
    ])
    expect(findIndustry('education')?.slug).toBe('education')
    expect(findIndustry('unknown')).toBeUndefined()
    expect(findIndustry('toString')).toBeUndefined()
    expect(findIndustry(undefined)).toBeUndefined()
  })

  it('prices education in EUR: 195 € for students and teachers, Özel Fiyat for the lab, never $', () => {
    const education = industries.education
    const pricing = education.educationPricing
    expect(pricing?.plans.map((plan) => [plan.title, plan.price])).toEqual([
      ['Öğrenci Lisansı', '195 €'],
      ['Öğretmen Lisansı', '195 €'],
      ['Laboratuvar Lisansı', 'Özel Fiyat'],
    ])
    expect(pricing?.plans[2]?.features.join(' ')).toContain('30 kullanıcı')
    expect(pricing?.discountNote).toContain('%80')
    const rules = pricing?.rules.join(' ') ?? ''
    expect(rules).toContain('akademik belge')
    expect(rules).toContain('ticari')
    expect(rules).toContain('1–2 iş günü')
    expect(pricing?.salesLink.href).toMatch(/^https:\/\//)
    expect(education.metaTitle).toContain('195 €')
    expect(JSON.stringify(education)).not.toContain('$')
  })
})

describe('command chips', () => {
  it('name only commands that Rhino has: each is listed in the command-list article (there is no Metal command)', async () => {
    const { featureCards } = await import('../../src/data/home.ts')
    const { detailPages } = await import('../../src/data/features.ts')
    const commandList = await import('node:fs').then((fs) =>
      fs.readFileSync('content/wiki/command-list.md', 'utf8'),
    )
    const chips = [...featureCards, ...detailPages].flatMap((card) => (card.command ? [card.command] : []))
    expect(chips.length).toBeGreaterThanOrEqual(6)
    for (const command of chips) expect(commandList, command).toContain(`\`${command}\``)
    expect(chips).not.toContain('Metal')
  })
})
