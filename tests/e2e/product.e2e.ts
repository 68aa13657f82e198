// E2E for /download, /irhino and the /for/:industry pages against the built site (links, counts, 404, raw HTML).
import { describe, expect, it } from 'vitest'
import { site, vendor } from '../../src/site.config.ts'
import { fetchHtml, openPage, setupBrowser } from './helpers.ts'

const browser = setupBrowser()

const industryHeadings = {
  architecture: 'Serbest Formdan Yapıya',
  marine: 'Pürüzsüz Gövdeler, Hassas Üretim',
  jewelry: 'Milimetrenin Altındaki Hassasiyet',
  landscape: 'Araziyi Okuyun, Mekânı Tasarlayın',
  education: 'Tasarım Eğitiminin Ortak Dili',
} as const

const licensingPaths = ['/licensing/methods', '/licensing/cloud-zoo', '/licensing/lan-zoo', '/licensing/eula']

describe('/download', () => {
  it('opens the trial on the vendor survey page in a new tab', async () => {
    const { page, errors, close } = await openPage(browser(), '/download')
    expect(await page.locator('h1').textContent()).toBe('İndirmeler')
    const trial = page.locator('#deneme').getByRole('link', { name: /Denemeyi İndir/ })
    expect(await trial.getAttribute('href')).toBe(vendor.trialSurvey)
    expect(await trial.getAttribute('target')).toBe('_blank')
    expect(await trial.getAttribute('rel')).toBe('noopener noreferrer')
    const trialText = (await page.locator('#deneme').textContent()) ?? ''
    expect(trialText).toContain('90 gün')
    expect(trialText).toContain('kişi başına yalnızca bir kez')
    expect(trialText).toContain('kaydetme ve eklentiler çalışmaz')
    const groupHeadings = await page.locator('main section[id] h2').allTextContents()
    expect(groupHeadings).toHaveLength(9)
    expect(await page.locator('main a[href="/irhino"]').count()).toBe(1)
    expect(errors).toEqual([])
    await close()
  })

  it('lists the four licensing links and follows them without a page reload', async () => {
    const { page, errors, close } = await openPage(browser(), '/download')
    await page.evaluate(() => ((window as unknown as { __marker: string }).__marker = 'ayni-sayfa'))
    for (const target of licensingPaths) {
      const link = page.locator(`#lisanslama a[href="${target}"]`)
      expect(await link.count()).toBe(1)
      expect(await link.getAttribute('target')).toBeNull()
      await link.click()
      await page.waitForURL(`**${target}`)
      // The URL changes first; the licensing route module may still be loading.
      await page.locator('h1', { hasNotText: 'İndirmeler' }).waitFor()
      expect(await page.evaluate(() => (window as unknown as { __marker?: string }).__marker)).toBe(
        'ayni-sayfa',
      )
      await page.goBack()
      await page.locator('h1', { hasText: 'İndirmeler' }).waitFor()
    }
    expect(errors).toEqual([])
    await close()
  })

  it('shows the trial without JavaScript', async () => {
    const { page, close } = await openPage(browser(), '/download', { javaScriptEnabled: false })
    const trial = page.locator('#deneme').getByRole('link', { name: /Denemeyi İndir/ })
    expect(await trial.isVisible()).toBe(true)
    expect(await page.locator('#eski').getByRole('heading', { level: 3 }).count()).toBe(6)
    await close()
  })

  it('has its content in the pre-rendered HTML', async () => {
    const { status, html } = await fetchHtml('/download')
    expect(status).toBe(200)
    for (const text of [
      'Rhino 8 – 90 Günlük Deneme',
      'Lisans Yönetim Yöntemleri',
      'Rhino 5 Arşivi',
      'Üretimi Durdurulan Ürünler',
    ]) {
      expect(html).toContain(text)
    }
    for (const target of licensingPaths) expect(html).toContain(`href="${target}"`)
  })
})

describe('/irhino', () => {
  it('shows the hero buttons, 19 formats with the 15+ claim and 5 AR modes', async () => {
    const { page, errors, close } = await openPage(browser(), '/irhino')
    expect(await page.locator('h1').textContent()).toBe('iRhino 3D')
    for (const [name, href] of [
      [/App Store'dan İndir/, vendor.appStore],
      [/Destek Forumu/, vendor.irhinoForum],
    ] as const) {
      const link = page.locator('main section').first().getByRole('link', { name })
      expect(await link.getAttribute('href')).toBe(href)
      expect(await link.getAttribute('target')).toBe('_blank')
      expect(await link.getAttribute('rel')).toBe('noopener noreferrer')
    }
    const heroImage = page.locator('main img[src="/images/irhino/hero.webp"]')
    expect(await heroImage.getAttribute('fetchpriority')).toBe('high')
    expect(await heroImage.getAttribute('width')).toBe('960')
    expect(await heroImage.getAttribute('height')).toBe('720')
    expect(await page.getByRole('list', { name: 'Açma ve İçe Aktarma' }).getByRole('listitem').count()).toBe(
      19,
    )
    expect(await page.getByText('15+', { exact: true }).isVisible()).toBe(true)
    expect(await page.locator('section[aria-labelledby="ar-modlari"] li').count()).toBe(5)
    expect(await page.locator('section[aria-labelledby="gereksinimler"] li').count()).toBe(3)
    const sectionTitles = await page.locator('main h2').allTextContents()
    expect(sectionTitles).toEqual([
      'Sıfırdan Yeniden Yazıldı',
      'Öne Çıkan Özellikler',
      'Desteklenen Formatlar',
      'AR Sabitleme Modları',
      'İşaretlemeler',
      'Oda Tarama',
      'Nesne Tarama',
      'Diğer Özellikler',
      'Sistem Gereksinimleri',
      'iRhino 3D ile Modelleriniz Her Yerde',
    ])
    expect(
      await page.getByRole('list', { name: 'Görüntü Modları' }).getByRole('listitem').allTextContents(),
    ).toEqual(['Wireframe', 'Shaded', 'Rendered', 'Ghosted', 'X-ray', 'Technical', 'Pen', 'Artistic'])
    expect(errors).toEqual([])
    await close()
  })

  it('is readable without JavaScript', async () => {
    const { status, html } = await fetchHtml('/irhino')
    expect(status).toBe(200)
    for (const text of ['wamit', '15+', 'Yüz Takibi (Ön Kamera)', 'A14 Bionic', 'iOS 17 veya Üzeri'])
      expect(html).toContain(text)
  })
})

describe('/for/:industry', () => {
  for (const [slug, heading] of Object.entries(industryHeadings)) {
    it(`/for/${slug} has its hero, links and sections`, async () => {
      const { page, errors, close } = await openPage(browser(), `/for/${slug}`)
      expect(await page.locator('h1').textContent()).toBe(heading)
      const hero = page.locator('main section').first()
      expect(await hero.getByRole('link', { name: '90 Günlük Deneme İndir' }).getAttribute('href')).toBe(
        '/download',
      )
      expect(await hero.getByRole('link', { name: 'Öğrenmeye Başla' }).getAttribute('href')).toBe('/learn')
      expect(await hero.locator('img').getAttribute('fetchpriority')).toBe('high')
      expect(
        await page
          .getByRole('navigation', { name: 'Sayfa konumu' })
          .getByRole('link', { name: 'Sektörler' })
          .getAttribute('href'),
      ).toBe('/#sektorler')
      expect(await page.locator('section[aria-labelledby="yetenekler"] li').count()).toBe(6)
      expect(await page.locator('section[aria-labelledby="eklentiler"] li').count()).toBeGreaterThanOrEqual(3)
      expect(await page.locator('section[aria-labelledby="kaynaklar"] li').count()).toBe(4)
      const hasProjects = await page.getByRole('heading', { name: 'Öne Çıkan Projeler' }).count()
      expect(hasProjects).toBe(slug === 'education' ? 0 : 1)
      expect(await page.getByRole('heading', { name: 'Eğitim Lisansları' }).count()).toBe(
        slug === 'education' ? 1 : 0,
      )
      expect(await page.locator('section[aria-labelledby="cta"] a[href="/download"]').count()).toBe(1)
      expect(errors).toEqual([])
      await close()
    })
  }

  it('/for/education shows EUR prices, Özel Fiyat and mail links for quotes', async () => {
    const { page, errors, close } = await openPage(browser(), '/for/education')
    const pricing = page.locator('section[aria-labelledby="egitim-fiyatlari"]')
    const text = (await pricing.textContent()) ?? ''
    expect(text.match(/195 €/g)).toHaveLength(2)
    expect(text).toContain('Özel Fiyat')
    expect(text).toContain('%80')
    expect(await page.locator('main').textContent()).not.toContain('$')
    const quotes = pricing.getByRole('link', { name: /Teklif İste/ })
    expect(await quotes.count()).toBe(3)
    const href = (await quotes.first().getAttribute('href')) ?? ''
    expect(href.startsWith(`mailto:${site.email}?subject=`)).toBe(true)
    expect(decodeURIComponent(href)).toContain('Teklif Talebi: Rhino 8 Öğrenci Lisansı')
    const sales = pricing.getByRole('link', { name: /Eğitim Lisansı Satın Al/ })
    expect(await sales.getAttribute('target')).toBe('_blank')
    expect(await sales.getAttribute('rel')).toBe('noopener noreferrer')
    expect(errors).toEqual([])
    await close()
  })

  it('pre-renders the five pages with their content and breadcrumb metadata', async () => {
    for (const [slug, heading] of Object.entries(industryHeadings)) {
      const { status, html } = await fetchHtml(`/for/${slug}`)
      expect(status).toBe(200)
      expect(html).toContain(heading)
      expect(html).toContain('href="/download"')
      expect(html).toContain('BreadcrumbList')
      expect(html.includes('Öne Çıkan Projeler')).toBe(slug !== 'education')
    }
    const { html } = await fetchHtml('/for/education')
    expect(html).toContain('195 €')
    expect(html).toContain('Özel Fiyat')
    expect(html).toContain('mailto:')
  })

  it('/for/unknown is a 404', async () => {
    const { status } = await fetchHtml('/for/unknown')
    expect(status).toBe(404)
    const { page, errors, close } = await openPage(browser(), '/for/unknown')
    expect(await page.locator('h1').textContent()).toBe('404 Page Not Found')
    expect(await page.title()).toContain('Page Not Found')
    // The document itself answers 404, which Chromium logs as a failed resource; nothing else may fail.
    expect(errors.filter((error) => !/status of 404/.test(error))).toEqual([])
    expect(errors.length).toBeLessThanOrEqual(1)
    await close()
  })
})
