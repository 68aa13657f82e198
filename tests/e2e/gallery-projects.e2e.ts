// Gallery project pages (/gallery/<slug>) in Chromium, and the imagery guard: every card image of /learn, /gallery and
// the sector pages is its own file, has explicit width and height in the proportions of the file, and loads.
import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { galleryProjects, projectPage, projectsIntro } from '../../src/data/gallery.ts'
import { site } from '../../src/site.config.ts'
import { axeViolations } from './axe.ts'
import { BASE_URL, fetchHtml, openPage, setupBrowser } from './helpers.ts'

const browser = setupBrowser()

const decode = (text: string) =>
  text
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')

describe('gallery project pages', () => {
  it('are reached from their card without a reload and tell the project’s story', async () => {
    const project = galleryProjects[3]!
    const { page, errors, close } = await openPage(browser(), '/gallery')
    await page.evaluate(() => ((window as { __marker?: string }).__marker = 'kept'))
    await page.getByRole('link', { name: `${projectsIntro.detailsLabel}: ${project.title}` }).click()
    await page.waitForURL(`${BASE_URL}/gallery/${project.slug}`)
    await expect.poll(() => page.locator('h1').textContent()).toBe(project.title)
    expect(await page.evaluate(() => (window as { __marker?: string }).__marker)).toBe('kept')
    const main = page.locator('main')
    const text = await main.innerText()
    for (const value of [project.brief, project.rhinoWork, project.outcome, projectPage.demonstrationBadge])
      expect(text).toContain(value)
    for (const command of project.commands)
      expect(await main.getByText(command, { exact: true }).count()).toBe(1)
    const crumbs = page.getByRole('navigation', { name: 'Sayfa konumu' })
    expect(await crumbs.getByRole('link', { name: 'Galeri' }).getAttribute('href')).toBe('/gallery')
    expect(await crumbs.locator('[aria-current="page"]').textContent()).toBe(project.title)
    await page.getByRole('link', { name: projectPage.backLabel }).click()
    await page.waitForURL(`${BASE_URL}/gallery`)
    expect(errors).toEqual([])
    await close()
  })

  it('are pre-rendered with title, canonical, description and every section, and listed in the sitemap', async () => {
    const sitemap = (await fetchHtml('/sitemap.xml')).html
    for (const project of galleryProjects) {
      const path = `/gallery/${project.slug}`
      const { status, html } = await fetchHtml(path)
      expect(status, path).toBe(200)
      const page = decode(html)
      expect(page).toContain(`<link rel="canonical" href="${site.origin}${path}"/>`)
      expect(page).toMatch(new RegExp(`<title>${project.title} \\|`))
      expect(page).toContain(`<meta name="description" content="${project.description}"/>`)
      expect(page).toContain(`<h1 class="`)
      for (const value of [project.brief, project.rhinoWork, project.outcome, ...project.commands])
        expect(page, `${path}: ${value}`).toContain(value)
      if (project.demonstration) expect(page).toContain(projectPage.demonstrationNote)
      expect(page).toContain(`src="${project.image}"`)
      expect(sitemap).toContain(`${site.origin}${path}<`)
    }
    expect((await fetchHtml('/gallery/olmayan-proje')).status).toBe(404)
  })

  it('read fully without JavaScript', async () => {
    const project = galleryProjects.find((candidate) => candidate.images && candidate.images.length > 0)!
    const { page, errors, close } = await openPage(browser(), `/gallery/${project.slug}`, {
      javaScriptEnabled: false,
    })
    expect(await page.locator('h1').textContent()).toBe(project.title)
    expect(await page.locator('main h2').allTextContents()).toEqual(
      expect.arrayContaining([projectPage.briefTitle, projectPage.rhinoTitle, projectPage.outcomeTitle]),
    )
    for (const image of project.images ?? []) {
      expect(await page.locator(`figure img[src="${image.image}"]`).getAttribute('alt')).toBe(image.imageAlt)
      expect(await page.getByText(image.caption).isVisible()).toBe(true)
    }
    expect(errors).toEqual([])
    await close()
  })

  it.each(['light', 'dark'] as const)('have no axe violations in the %s theme', async (theme) => {
    for (const project of [galleryProjects[0]!, galleryProjects.at(-1)!]) {
      const { page, close } = await openPage(browser(), `/gallery/${project.slug}`, { theme })
      expect(await axeViolations(page), project.slug).toEqual([])
      await close()
    }
  })
})

/** Every `img` matched: its src, its width and height attributes, and whether it decoded after being scrolled to. */
async function cardImages(page: Page, selector: string) {
  const images = page.locator(selector)
  const count = await images.count()
  const result: {
    src: string
    width: string | null
    height: string | null
    loaded: boolean
    natural: [number, number]
  }[] = []
  for (let index = 0; index < count; index++) {
    const image = images.nth(index)
    await image.scrollIntoViewIfNeeded()
    await expect
      .poll(() => image.evaluate((element) => (element as HTMLImageElement).complete), { timeout: 10_000 })
      .toBe(true)
    result.push({
      src: (await image.getAttribute('src')) ?? '',
      width: await image.getAttribute('width'),
      height: await image.getAttribute('height'),
      loaded: await image.evaluate((element) => (element as HTMLImageElement).naturalWidth > 0),
      natural: await image.evaluate((element) => [
        (element as HTMLImageElement).naturalWidth,
        (element as HTMLImageElement).naturalHeight,
      ]),
    })
  }
  return result
}

describe('featured projects of the sector pages', () => {
  it.each([
    ['architecture', ['parametrik-cephe', 'izgara-kabuk-pavyon']],
    ['marine', ['motor-yat-govdesi']],
  ] as const)(
    '/for/%s links each to its gallery page and credits it in plain text',
    async (slug, projects) => {
      const { page, errors, close } = await openPage(browser(), `/for/${slug}`)
      const cards = page.locator('section[aria-labelledby="one-cikan-projeler"] article')
      expect(await cards.count()).toBe(projects.length)
      for (const [index, projectSlug] of projects.entries()) {
        const project = galleryProjects.find((candidate) => candidate.slug === projectSlug)!
        const card = cards.nth(index)
        expect(await card.getByRole('link').getAttribute('href')).toBe(`/gallery/${projectSlug}`)
        expect(await card.innerText()).toContain(projectPage.demonstrationBadge)
        const credit = card.getByText('author' in project ? project.author : project.organization, {
          exact: true,
        })
        // The credit is not a link, so it must not wear the link colour.
        const [creditColour, linkColour] = await Promise.all([
          credit.evaluate((element) => getComputedStyle(element).color),
          page
            .locator('main a.text-accent, main .text-accent')
            .first()
            .evaluate((element) => getComputedStyle(element).color),
        ])
        expect(await credit.evaluate((element) => element.closest('a'))).toBeNull()
        expect(creditColour).not.toBe(linkColour)
      }
      expect(errors).toEqual([])
      await close()
    },
  )
})

describe('imagery guard', () => {
  it.each([
    ['/learn', '[data-learn-card] img', 20],
    ['/gallery', 'main img', 8],
  ] as const)(
    '%s: every card has its own image, with width and height, and it loads',
    async (path, selector, count) => {
      const { page, errors, close } = await openPage(browser(), path, {
        viewport: { width: 1280, height: 900 },
      })
      const images = await cardImages(page, selector)
      // /learn swaps an image that failed for a placeholder: none may be there.
      expect(await page.locator('[data-image-fallback]').count(), 'an image failed to load').toBe(0)
      expect(images).toHaveLength(count)
      expect(new Set(images.map((image) => image.src)).size, 'two cards share an image').toBe(count)
      for (const image of images) {
        expect(Number(image.width), image.src).toBeGreaterThan(0)
        expect(Number(image.height), image.src).toBeGreaterThan(0)
        expect(image.loaded, `${image.src} did not load`).toBe(true)
        expect(image.src).toMatch(/^\/images\//)
      }
      expect(errors).toEqual([])
      await close()
    },
  )

  it.each([
    '/',
    '/gallery',
    '/gallery/motor-yat-govdesi',
    '/for/architecture',
    '/for/marine',
    '/for/jewelry',
    '/for/landscape',
    '/for/education',
    '/learn',
    '/features',
    '/features/shrinkwrap',
    '/irhino',
  ])('%s: every image has width and height in the proportions of its file, and loads', async (path) => {
    const { page, errors, close } = await openPage(browser(), path, {
      viewport: { width: 1280, height: 900 },
    })
    // The header logo is outside main; every product image is inside it. The carousel's later slides hold their
    // image back (data-src) until the slide comes near: home.e2e.ts checks that they load then.
    for (const image of await cardImages(page, 'main img:not([data-src])')) {
      expect(image.loaded, `${image.src} did not load`).toBe(true)
      const [naturalWidth, naturalHeight] = image.natural
      const ratio = Number(image.width) / Number(image.height)
      expect(ratio, `${path}: ${image.src} has no width and height`).toBeGreaterThan(0)
      expect(
        Math.abs(ratio - naturalWidth / naturalHeight),
        `${path}: ${image.src} is ${naturalWidth}×${naturalHeight}, laid out ${image.width}×${image.height}`,
      ).toBeLessThan(0.02)
    }
    expect(errors).toEqual([])
    await close()
  })

  it('gives each sector page its own hero image, and it loads', async () => {
    const sources: string[] = []
    for (const slug of ['architecture', 'marine', 'jewelry', 'landscape', 'education']) {
      const { page, errors, close } = await openPage(browser(), `/for/${slug}`)
      const [hero] = await cardImages(page, 'main img >> nth=0')
      expect(hero!.loaded, slug).toBe(true)
      expect(Number(hero!.width)).toBeGreaterThan(0)
      sources.push(hero!.src)
      expect(errors).toEqual([])
      await close()
    }
    expect(new Set(sources).size).toBe(5)
    // Five page loads: 16 s on a busy two-core machine.
  }, 60_000)
})
