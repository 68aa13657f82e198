// Data invariants of the catalog pages (/features, /gallery, /resources) against the product's stated facts.
import { describe, expect, it } from 'vitest'
import { FeaturesIconSet } from '../../src/components/features/features-icon.tsx'
import {
  closingCta,
  detailPages,
  expandableGroups,
  featureCategories,
  hero,
  highlights,
} from '../../src/data/features.ts'
import {
  featuredProjects,
  galleryItems,
  galleryProjects,
  projectPage,
  submitProject,
  submitProjectHref,
} from '../../src/data/gallery.ts'
import { loadCollections } from '../../scripts/content/collections.ts'
import { creditProblems } from '../../src/shared/content/credit-checks.ts'
import {
  FILE_FORMAT_CLAIM,
  fileFormats,
  fileFormatsIntro,
  otherResources,
  pluginCategories,
} from '../../src/data/resources.ts'
import { site } from '../../src/site.config.ts'

/**
 * The spec's 16 cards, with the two program names that are not formats (Revit: Rhino reads and writes no Revit file;
 * AutoCAD: its DWG and DXF have their own cards) replaced by formats Rhino 8 exchanges (PLY, AI), and the other
 * program names shown as their formats (SKP for SketchUp, SLDPRT for SOLIDWORKS, X_T for Parasolid).
 */
const STATED_FORMATS = [
  '3DM',
  'STEP',
  'IGES',
  'DWG',
  'DXF',
  'OBJ',
  'STL',
  'FBX',
  'glTF',
  'SAT',
  'X_T',
  'SKP',
  'SLDPRT',
  'PLY',
  'AI',
  '3DS',
]

describe('/features data', () => {
  it('has three categories (Modelleme, Performans, İşbirliği) of three cards each', () => {
    expect(featureCategories.map((category) => category.title)).toEqual([
      'Modelleme',
      'Performans',
      'İşbirliği',
    ])
    for (const category of featureCategories) {
      expect(category.features).toHaveLength(3)
      for (const feature of [category, ...category.features])
        expect(FeaturesIconSet.has(feature.icon)).toBe(true)
    }
  })

  it('has the five expandable groups in order, each with at least two non-empty sections', () => {
    expect(expandableGroups.map((group) => group.id)).toEqual([
      'model-olusturma',
      'duzenleme',
      'arayuz',
      'goruntuleme',
      'render',
    ])
    for (const group of expandableGroups) {
      expect(FeaturesIconSet.has(group.icon)).toBe(true)
      expect(group.summary.length).toBeGreaterThan(0)
      expect(group.sections.length).toBeGreaterThanOrEqual(2)
      for (const section of group.sections) expect(section.items.length).toBeGreaterThan(0)
    }
  })

  it('links the hero and the closing call to action to /download and names the 90-day trial', () => {
    expect(hero).toMatchObject({ trialLabel: 'Ücretsiz Deneyin', trialLink: '/download' })
    expect(closingCta).toMatchObject({ label: 'Ücretsiz İndirin', link: '/download' })
    expect(`${closingCta.title} ${closingCta.text}`).toMatch(/90 gün/i)
    expect(highlights.length).toBeGreaterThan(0)
  })

  it('links the four feature detail pages once each', () => {
    expect(detailPages.map((page) => page.href).toSorted()).toEqual([
      '/features/metal',
      '/features/modeling',
      '/features/shrinkwrap',
      '/features/subd-creases',
    ])
  })
})

describe('/gallery data', () => {
  it('has six project cards and two featured projects with every field filled', () => {
    expect(galleryItems).toHaveLength(6)
    expect(featuredProjects).toHaveLength(2)
    for (const item of galleryItems) {
      expect(item.image).toMatch(/^\/images\/gallery\/.+\.webp$/)
      for (const value of [
        item.title,
        item.author,
        item.description,
        item.imageAlt,
        item.brief,
        item.rhinoWork,
      ])
        expect(value.trim()).not.toBe('')
    }
    for (const project of featuredProjects) {
      for (const value of [project.title, project.organization, project.description, project.brief]) {
        expect(value.trim()).not.toBe('')
      }
    }
  })

  it('credits only the staff-maintained names and labels our own team’s models as demonstration models', async () => {
    const { collections } = await loadCollections(process.cwd())
    const credits = new Map(collections!.credits.credits.map((credit) => [credit.name, credit.kind]))
    for (const project of galleryProjects) {
      const name = 'author' in project ? project.author : project.organization
      expect(credits.has(name), `${project.slug}: ${name}`).toBe(true)
      expect(project.demonstration, project.slug).toBe(credits.get(name) === 'ekibimiz')
    }
    // Today every project is a demonstration model, and the pages say so.
    expect(galleryProjects.every((project) => project.demonstration)).toBe(true)
    expect(projectPage.demonstrationNote).toMatch(/müşteri projesi değil/)
    expect(creditProblems(collections!.credits, collections!.gallery)).toEqual([])
  })

  it('gives every project its own page address and its own image', () => {
    const projects = [...galleryItems, ...featuredProjects]
    expect(new Set(projects.map((project) => project.slug)).size).toBe(8)
    const images = projects.flatMap((project) => [
      project.image,
      ...(project.images ?? []).map((extra) => extra.image),
    ])
    expect(new Set(images).size).toBe(images.length)
  })

  it('builds the submission mail link to site.email with the encoded subject', () => {
    const url = new URL(submitProjectHref)
    expect(url.protocol).toBe('mailto:')
    expect(url.pathname).toBe(site.email)
    expect(url.searchParams.get('subject')).toBe(submitProject.subject)
    expect(submitProjectHref).not.toMatch(/[ İıĞğŞşÇçÖöÜü]/)
  })
})

describe('/resources data', () => {
  it('has the four plugin categories of three plugins with a valid badge and an https link', () => {
    expect(pluginCategories.map((category) => category.title)).toEqual([
      'Modelleme ve Analiz',
      'Rendering ve Görselleştirme',
      'Parametrik ve Optimizasyon',
      'BIM ve İşbirliği',
    ])
    for (const category of pluginCategories) {
      expect(category.plugins).toHaveLength(3)
      for (const plugin of category.plugins) {
        expect(['Dahili', 'Ücretsiz', 'Ücretli']).toContain(plugin.badge)
        expect(plugin.link).toMatch(/^https:\/\//)
      }
    }
  })

  it('has four other-resource cards', () => {
    expect(otherResources.map((resource) => resource.icon)).toEqual([
      'BookOpen',
      'MessagesSquare',
      'Download',
      'Code',
    ])
  })

  it('lists the 16 formats of the spec in order under the 30+ claim', () => {
    expect(fileFormats.map((format) => format.name)).toEqual(STATED_FORMATS)
    expect(FILE_FORMAT_CLAIM).toBe('30+')
    expect(fileFormatsIntro.lead).toContain('30+')
  })

  it('gives each format the direction the vendor documents, with the vendor page it comes from', () => {
    const direction = Object.fromEntries(fileFormats.map((format) => [format.name, format.direction]))
    // Rhino writes ACIS and Parasolid files but cannot open them; it opens SOLIDWORKS files but cannot write them.
    expect(direction).toMatchObject({
      SAT: 'Yalnızca dışa aktarma',
      X_T: 'Yalnızca dışa aktarma',
      SLDPRT: 'Yalnızca içe aktarma',
      STEP: 'İçe ve dışa aktarma',
    })
    for (const format of fileFormats)
      expect(format.source).toMatch(/^https:\/\/(docs\.mcneel\.com|developer\.rhino3d\.com)\//)
  })
})
