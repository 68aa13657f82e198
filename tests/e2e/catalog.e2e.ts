// Catalog pages in Chromium: /features (accordion, detail links), /gallery (cards, project links, mail link) and /resources (plugins, formats).
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import {
  closingCta,
  detailPages,
  expandableGroups,
  featureCategories,
  hero,
  highlights,
} from '../../src/data/features.ts'
import { featuredProjects, galleryItems, projectsIntro, submitProject } from '../../src/data/gallery.ts'
import { developerCta, fileFormats, otherResources, pluginCategories } from '../../src/data/resources.ts'
import { site } from '../../src/site.config.ts'
import { BASE_URL, fetchHtml, openPage, setupBrowser } from './helpers.ts'
import { stringContaining } from '../matchers.ts'

const browser = setupBrowser()
const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js')

const decode = (text: string) =>
  text
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')

/** Marks the window, clicks, waits for the route and proves the same document is still loaded (no reload). */
async function expectClientNavigation(page: Page, click: () => Promise<void>, path: string) {
  await page.evaluate(() => ((window as { __marker?: string }).__marker = 'kept'))
  await click()
  await page.waitForURL(BASE_URL + path)
  await page.locator('h1').waitFor()
  expect(await page.evaluate(() => (window as { __marker?: string }).__marker)).toBe('kept')
}

async function expectNewTab(link: ReturnType<Page['locator']>) {
  expect(await link.getAttribute('target')).toBe('_blank')
  expect(await link.getAttribute('rel')).toBe('noopener noreferrer')
  expect(await link.getAttribute('href')).toMatch(/^https:\/\//)
}

const openState = (page: Page) =>
  page
    .locator('#tum-ozellikler details')
    .evaluateAll((all) => all.map((details) => (details as HTMLDetailsElement).open))

describe('/features', () => {
  it('shows the hero, highlights, 3×3 category cards, the five groups and the detail links', async () => {
    const { page, errors, close } = await openPage(browser(), '/features')
    expect(await page.locator('h1').textContent()).toBe(hero.title)
    const trial = page.getByRole('link', { name: hero.trialLabel })
    expect(await trial.getAttribute('href')).toBe('/download')
    for (const item of highlights) expect(await page.getByText(item, { exact: true }).isVisible()).toBe(true)
    expect(await page.locator('#kategoriler h3').allTextContents()).toEqual(
      featureCategories.map((c) => c.title),
    )
    expect(await page.locator('#kategoriler h4').count()).toBe(9)
    expect(await page.locator('#tum-ozellikler details[name="feature-groups"]').count()).toBe(5)
    expect(await page.locator('#tum-ozellikler summary').allInnerTexts()).toEqual(
      expandableGroups.map((group) => stringContaining(group.title)),
    )
    const hrefs = await page
      .locator('a[href^="/features/"]')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')))
    expect(hrefs).toEqual(detailPages.map((detail) => detail.href))
    const cta = page.getByRole('link', { name: closingCta.label })
    expect(await cta.getAttribute('href')).toBe('/download')
    expect(await page.getByRole('heading', { name: closingCta.title }).textContent()).toMatch(/90 Gün/)
    expect(errors).toEqual([])
    await close()
  })

  it('keeps one accordion group open at a time and lets the open one close', async () => {
    const { page, errors, close } = await openPage(browser(), '/features')
    const summaries = page.locator('#tum-ozellikler summary')
    expect(await openState(page)).toEqual([true, false, false, false, false])
    await summaries.nth(1).click()
    expect(await openState(page)).toEqual([false, true, false, false, false])
    expect(await page.locator('#duzenleme h3').first().isVisible()).toBe(true)
    await summaries.nth(4).click()
    expect(await openState(page)).toEqual([false, false, false, false, true])
    await summaries.nth(4).click()
    expect(await openState(page)).toEqual([false, false, false, false, false])
    // Keyboard: Enter on a focused summary opens it.
    await summaries.nth(2).focus()
    await page.keyboard.press('Enter')
    expect(await openState(page)).toEqual([false, false, true, false, false])
    expect((await summaries.nth(2).boundingBox())?.height).toBeGreaterThanOrEqual(44)
    expect(errors).toEqual([])
    await close()
  })

  it('works as an exclusive accordion without JavaScript', async () => {
    const { page, close } = await openPage(browser(), '/features', { javaScriptEnabled: false })
    await page.locator('#tum-ozellikler summary').nth(3).click()
    expect(await openState(page)).toEqual([false, false, false, true, false])
    await close()
  })

  it('navigates to a detail page and to /download inside the app', async () => {
    const { page, errors, close } = await openPage(browser(), '/features')
    await expectClientNavigation(
      page,
      () => page.locator('a[href="/features/metal"]').click(),
      '/features/metal',
    )
    await page.goBack()
    await page.locator('h1', { hasText: hero.title }).waitFor()
    await expectClientNavigation(
      page,
      () => page.getByRole('link', { name: closingCta.label }).click(),
      '/download',
    )
    expect(errors).toEqual([])
    await close()
  })
})

describe('/gallery', () => {
  it('shows six project cards with lazy images, badges and links to the project pages', async () => {
    const { page, errors, close } = await openPage(browser(), '/gallery')
    expect(await page.locator('h1').textContent()).toBe('Proje Galerisi')
    const cards = page.locator('section[aria-labelledby="projeler-baslik"] > ul > li')
    expect(await cards.count()).toBe(6)
    for (const [index, item] of galleryItems.entries()) {
      const card = cards.nth(index)
      expect(await card.locator('h3').textContent()).toBe(item.title)
      expect(await card.getByText(item.category, { exact: true }).isVisible()).toBe(true)
      expect(await card.getByText(item.author, { exact: true }).isVisible()).toBe(true)
      const image = card.locator('img')
      expect(await image.getAttribute('width')).toBe('640')
      expect(await image.getAttribute('height')).toBe('400')
      expect(await image.getAttribute('alt')).toBe(item.imageAlt)
      expect(await image.getAttribute('loading')).toBe(index < 3 ? null : 'lazy')
      const link = card.getByRole('link', { name: new RegExp(projectsIntro.detailsLabel) })
      expect(await link.textContent()).toContain(projectsIntro.detailsLabel)
      expect(await link.getAttribute('href')).toBe(`/gallery/${item.slug}`)
      expect(await link.getAttribute('target')).toBeNull()
    }
    expect(await cards.first().locator('img').getAttribute('fetchpriority')).toBe('high')
    expect(errors).toEqual([])
    await close()
  })

  it('shows the two featured projects with their page links and a mail link with the submission subject', async () => {
    const { page, errors, close } = await openPage(browser(), '/gallery')
    const featured = page.locator('section[aria-labelledby="one-cikan-baslik"] > ul > li')
    expect(await featured.count()).toBe(2)
    for (const [index, project] of featuredProjects.entries()) {
      const text = await featured.nth(index).innerText()
      const award = project.award ? [`${project.award.name} (${project.award.year})`] : []
      for (const value of [project.title, project.organization, ...award]) expect(text).toContain(value)
      const link = featured
        .nth(index)
        .getByRole('link', { name: `${projectsIntro.detailsLabel}: ${project.title}` })
      expect(await link.getAttribute('href')).toBe(`/gallery/${project.slug}`)
    }
    const mail = page.getByRole('link', { name: submitProject.buttonLabel })
    const href = (await mail.getAttribute('href')) ?? ''
    const [address, query = ''] = href.replace(/^mailto:/, '').split('?')
    expect(href.startsWith('mailto:')).toBe(true)
    expect(address).toBe(site.email)
    expect(decodeURIComponent(new URLSearchParams(query).get('subject') ?? '')).toBe(submitProject.subject)
    expect(decodeURIComponent(query.replace(/^subject=/, ''))).toBe(submitProject.subject)
    expect(await mail.getAttribute('target')).toBeNull()
    expect(errors).toEqual([])
    await close()
  })
})

describe('/resources', () => {
  it('lists 4 plugin categories × 3 plugins with badges and new-tab links', async () => {
    const { page, errors, close } = await openPage(browser(), '/resources')
    expect(await page.locator('h1').textContent()).toBe('Eklentiler ve Kaynaklar')
    const directory = page.locator('#eklentiler')
    expect(await directory.locator('h3').allTextContents()).toEqual(pluginCategories.map((c) => c.title))
    const plugins = directory.locator('ul > li')
    expect(await plugins.count()).toBe(12)
    for (const [index, plugin] of pluginCategories.flatMap((category) => category.plugins).entries()) {
      const row = plugins.nth(index)
      expect((await row.locator('h4').innerText()).startsWith(plugin.name)).toBe(true)
      expect(await row.getByText(plugin.badge, { exact: true }).isVisible()).toBe(true)
      const link = row.locator('h4 a')
      expect(await link.getAttribute('href')).toBe(plugin.link)
      await expectNewTab(link)
    }
    expect(errors).toEqual([])
    await close()
  })

  it('shows the four other resources, the 16 formats in order with 30+, and the developer link', async () => {
    const { page, errors, close } = await openPage(browser(), '/resources')
    const others = page.locator('section[aria-labelledby="diger-kaynaklar-baslik"] > ul > li')
    expect(await others.count()).toBe(4)
    for (const [index, resource] of otherResources.entries()) {
      expect(await others.nth(index).locator('h3').textContent()).toBe(resource.title)
      const link = others.nth(index).getByRole('link')
      expect(await link.getAttribute('href')).toBe(resource.link)
      await expectNewTab(link)
    }
    const formats = page.locator('#formatlar li')
    expect(await formats.locator('[data-format-name]').allTextContents()).toEqual(
      fileFormats.map((format) => format.name),
    )
    // The direction each card shows is the data's (Rhino reads SOLIDWORKS files but writes no SAT it could read).
    expect(await formats.locator('[data-format-direction]').allTextContents()).toEqual(
      fileFormats.map((format) => format.direction),
    )
    expect(await page.locator('#formatlar').innerText()).toContain('30+')
    const developer = page.getByRole('link', { name: developerCta.label })
    expect(await developer.getAttribute('href')).toBe(developerCta.link)
    await expectNewTab(developer)
    expect(errors).toEqual([])
    await close()
  })
})

describe('raw HTML and small screens', () => {
  const expectations: Record<string, string[]> = {
    '/features': [
      hero.title,
      ...featureCategories.flatMap((category) => category.features.map((feature) => feature.title)),
      ...expandableGroups.flatMap((group) => [
        group.title,
        ...group.sections.flatMap((section) => section.items),
      ]),
      ...detailPages.map((detail) => detail.title),
    ],
    '/gallery': [
      'Proje Galerisi',
      ...galleryItems.map((item) => item.title),
      ...featuredProjects.map((p) => p.title),
    ],
    '/resources': [
      'Eklentiler ve Kaynaklar',
      ...pluginCategories.flatMap((category) => category.plugins.map((plugin) => plugin.name)),
      ...otherResources.map((resource) => resource.title),
      ...fileFormats.map((format) => `>${format.name}<`),
    ],
  }

  it.each(Object.entries(expectations))('%s is readable without JavaScript', async (path, texts) => {
    const { status, html } = await fetchHtml(path)
    expect(status).toBe(200)
    const text = decode(html)
    expect(text).toMatch(new RegExp(`<h1[^>]*>${texts[0]}</h1>`))
    for (const expected of texts) expect(text).toContain(expected)
    if (path === '/features') expect(html.match(/<details[^>]*name="feature-groups"/g)).toHaveLength(5)
  })

  it.each(Object.keys(expectations))('%s has no horizontal scroll at 360 px in dark mode', async (path) => {
    const { page, errors, close } = await openPage(browser(), path, {
      viewport: { width: 360, height: 800 },
      theme: 'dark',
    })
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
    expect(errors).toEqual([])
    await close()
  })
})

describe('accessibility (axe, WCAG 2 A/AA)', () => {
  it.each(
    ['/features', '/gallery', '/resources'].flatMap((path) => [
      [path, 'light'] as const,
      [path, 'dark'] as const,
    ]),
  )('%s in %s theme has no violations', async (path, theme) => {
    const { page, close } = await openPage(browser(), path, { theme })
    // evaluate, not addScriptTag: the site's CSP blocks inline scripts, page.evaluate is exempt.
    await page.evaluate(readFileSync(axePath, 'utf8'))
    const violations = await page.evaluate(async () => {
      const axe = (
        window as unknown as {
          axe: {
            run: (
              context: unknown,
              options: unknown,
            ) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }>
          }
        }
      ).axe
      const result = await axe.run(document, {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21aa'] },
      })
      return result.violations.map(
        (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      )
    })
    expect(violations).toEqual([])
    await close()
  })
})
