// The sector pages (/for/*) on the built site: each shows, under "Öne Çıkan Projeler", a card linking to every gallery
// project of its sector (the gallery's category), so a jeweller finds the ring and a landscape architect the terrain.
import { describe, expect, it } from 'vitest'
import { galleryItems } from '../../src/generated/data/gallery.ts'
import { industryPageLabels } from '../../src/data/industry-labels.ts'
import { openPage, setupBrowser } from './helpers.ts'

const browser = setupBrowser()

/** The gallery category of each sector page (education has no gallery category). */
const SECTOR_CATEGORY = {
  architecture: 'Mimarlık',
  marine: 'Denizcilik',
  jewelry: 'Mücevher',
  landscape: 'Peyzaj',
} as const

describe('sector pages show their gallery projects', () => {
  it.each(Object.entries(SECTOR_CATEGORY))('/for/%s', async (slug, category) => {
    const projects = galleryItems.filter((item) => item.category === category)
    expect(projects.length, `the gallery has a ${category} project`).toBeGreaterThan(0)
    const { page, errors, close } = await openPage(browser(), `/for/${slug}`)
    const heading = page.getByRole('heading', { name: industryPageLabels.featuredProjectsTitle, level: 2 })
    expect(await heading.count()).toBe(1)
    const section = page.locator('section', { has: heading })
    for (const project of projects) {
      const link = section.getByRole('link', { name: project.title, exact: true })
      expect(await link.getAttribute('href'), project.title).toBe(`/gallery/${project.slug}`)
      const image = section.locator(`img[src="${project.image}"]`)
      expect(await image.getAttribute('alt'), project.title).toBe(project.imageAlt)
      expect(
        await image.evaluate((element: HTMLImageElement) =>
          element.decode().then(() => element.naturalWidth),
        ),
      ).toBeGreaterThan(0)
    }
    expect(errors).toEqual([])
    await close()
  })
})
