// E2E: the staff review's editor journey through the visible interface (local mode over a temporary copy of content/,
// tests/e2e/editor-session.ts): deleting an article linked from several articles and the glossary with a replacement
// and choices per place, renaming one with its address typed as words, a dealer with a `www.` web site and no e-mail,
// and the editor on a phone (390 × 844, touch): what the files hold afterwards, and what a finger and the screen get.
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { Locator, Page, Route } from 'playwright-core'
import { describe, expect, it, vi } from 'vitest'
import { parse } from 'yaml'
import { loadContent } from '../../scripts/content/index.ts'
import { publish, setupEditorSession } from './editor-session.ts'
import { setupBrowser } from './helpers.ts'

const browser = setupBrowser()
const session = setupEditorSession(browser)
const file = (relative: string) => path.join(session.copy(), relative)
const read = (relative: string) => readFileSync(file(relative), 'utf8')
const article = (slug: string) => `content/wiki/${slug}.md`
const count = (text: string, part: string) => text.split(part).length - 1

/**
 * With GUIDE_SHOTS=<folder>, the staff guide's screenshots of these tasks (content/README-images/) are taken from this
 * run of the real editor: `GUIDE_SHOTS=content/README-images npx vitest run --project e2e tests/e2e/admin-journey.e2e.ts`.
 */
async function guideShot(target: Locator | Page, name: string): Promise<void> {
  const folder = process.env.GUIDE_SHOTS
  if (folder) await target.screenshot({ path: path.join(folder, `${name}.png`), type: 'png' })
}

/** The content check's warnings about a copy's files, but the company's missing legal details (not content's). */
/**
 * The content step's warnings about the content itself: not the reminders that hold until the site goes live (the
 * legal identity, the editor's repository, the launch list; issue 45), which today's content always has.
 */
async function contentWarnings(): Promise<string[]> {
  const content = await loadContent(session.copy())
  const launch = new Set(['yasal', 'icerik_paneli.depo', 'yayına alma'])
  return content.warnings
    .filter((warning) => !launch.has(warning.field.replace(/ \(satır \d+\)$/, '')))
    .map((warning) => warning.message)
}

describe('deleting an article that articles and the glossary link to (the review, task 6)', () => {
  it('asks at once, lists every place with its sentence, and leaves true words, no self-link and no page twice in a list', async () => {
    const before = {
      gelismis: read(article('gelismis-goruntu')),
      commandList: read(article('command-list')),
    }
    const { page, context, problems } = await session.open('#/collections/wiki/entries/ozel-arac-cubugu')
    await page.locator('[id^="slug-field"]').waitFor()
    // The repository is read after the question opens: held here, the question shows that it is working.
    const held: Route[] = []
    await page.route('**/api/v1', (route) =>
      /"action":"entriesByFolder"/.test(route.request().postData() ?? '')
        ? held.push(route)
        : route.continue(),
    )
    await page.getByRole('button', { name: 'Makaleyi sil' }).first().click()
    const dialog = page.getByRole('dialog', { name: 'Makale silinsin mi?' })
    await dialog.waitFor()
    await dialog
      .getByRole('status')
      .filter({ hasText: 'Bu makaleye bağlantı veren sayfalar aranıyor…' })
      .waitFor()
    expect(await dialog.getByRole('button', { name: 'Makaleyi sil' }).isDisabled()).toBe(true)
    await vi.waitFor(() => expect(held.length).toBeGreaterThan(0), { timeout: 15_000 })
    for (const route of held.splice(0)) await route.continue()
    await page.unroute('**/api/v1')

    const question = page.getByRole('dialog', { name: '“Özel Araç Çubuğu” silinsin mi?' })
    const places = question.getByRole('region', { name: /Bu makaleye bağlantı veren yerler/ })
    await places.waitFor({ timeout: 30_000 })
    expect(await places.getByRole('heading').allInnerTexts()).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Bu makaleye bağlantı veren yerler \(8 yer, 5 sayfada\)$/),
        'Makro Oluşturma',
        'Terimler sözlüğü',
        'Gelişmiş Görüntü Modları',
      ]),
    )
    // The place in running text is shown with its sentence.
    const sentence = places
      .getByRole('listitem')
      .filter({ hasText: 'Ayrıntılar için Özel Araç Çubuğu makalesine bakın.' })
    await sentence.waitFor()
    // The replacement, chosen by its title.
    await question.getByLabel(/Yerine geçecek sayfayı arayın/).fill('makro')
    await question.getByRole('button', { name: /^Makro Oluşturma \/wiki\/macro-olusturma$/ }).click()
    // Its own links would lead to itself: the dialog says what happens instead.
    expect(await sentence.innerText()).toContain(
      'bir sayfa kendine bağlantı vermez: bağlantı kaldırılır, sözcükler kalır',
    )
    // Per place: one list entry leaves its list, one glossary entry points to a page of its own.
    const group = (title: string) =>
      question
        .locator('.rhino-place-group')
        .filter({ has: page.getByRole('heading', { name: title, exact: true }) })
    await group('Gelişmiş Görüntü Modları')
      .getByLabel('Bu bağlantı:')
      .selectOption({ label: 'Listeden çıkar' })
    const workspace = places.getByRole('listitem').filter({ hasText: '“Çalışma düzeni” › ilgili sayfalar' })
    await workspace.getByLabel('Bu bağlantı:').selectOption({ label: 'Başka bir sayfaya çevir…' })
    await workspace.getByLabel('Bu bağlantının gideceği sayfayı arayın').fill('gizli')
    await workspace.getByRole('button', { name: /^Gizli Sırlar \/wiki\/gizli-sirlar$/ }).click()
    await question.evaluate((element) => element.scrollTo(0, 0))
    await guideShot(question, 'makale-sil')
    await question.getByRole('button', { name: 'Makaleyi sil' }).click()
    await vi.waitFor(() => expect(existsSync(file(article('ozel-arac-cubugu')))).toBe(false), {
      timeout: 30_000,
    })
    await page.getByRole('status').filter({ hasText: 'Makale silindi' }).waitFor()

    // Makro Oluşturma: its sentence keeps its words without a link to itself; its related list has no entry for it.
    const macro = read(article('macro-olusturma'))
    expect(macro).toContain('Ayrıntılar için Özel Araç Çubuğu makalesine bakın.')
    expect(macro).not.toContain('/wiki/macro-olusturma')
    expect(macro).not.toContain('ozel-arac-cubugu')
    // Gelişmiş Görüntü Modları: the entry left the list, as chosen.
    const gelismisAfter = read(article('gelismis-goruntu'))
    expect(gelismisAfter).not.toContain('Özel Araç Çubuğu')
    expect(count(gelismisAfter, '(/wiki/macro-olusturma)')).toBe(
      count(before.gelismis, '(/wiki/macro-olusturma)'),
    )
    expect(gelismisAfter.split('\n').length).toBe(before.gelismis.split('\n').length - 1)
    // Lists that already named Makro Oluşturma name it once; no words name the deleted article.
    for (const slug of ['command-list', 'gizli-sirlar']) {
      const text = read(article(slug))
      expect(count(text, '[Makro Oluşturma](/wiki/macro-olusturma)'), slug).toBe(1)
      expect(text, slug).not.toContain('Özel Araç Çubuğu')
    }
    expect(read(article('command-list')).split('\n').length).toBe(before.commandList.split('\n').length - 1)
    // The glossary: pointed, never twice in a list; the one chosen elsewhere points there.
    const glossary = parse(read('content/data/glossary.yaml')) as {
      entries: { term: string; related: string[] }[]
    }
    for (const entry of glossary.entries)
      expect(new Set(entry.related).size, entry.term).toBe(entry.related.length)
    const related = (term: string) => glossary.entries.find((entry) => entry.term === term)!.related
    expect(related('Araç çubuğu')).toEqual(['/wiki/macro-olusturma', '/wiki/command-list'])
    expect(related('Makro')).toEqual(['/wiki/macro-olusturma'])
    expect(related('Çalışma düzeni')).toEqual(['/wiki/gizli-sirlar'])
    expect(read('content/data/glossary.yaml')).not.toContain('ozel-arac-cubugu')
    const redirects = parse(read('content/data/redirects.yaml')) as {
      redirects: { from: string; to: string }[]
    }
    expect(redirects.redirects).toContainEqual({
      from: '/wiki/ozel-arac-cubugu',
      to: '/wiki/macro-olusturma',
    })
    // The content check agrees: nothing left to warn about.
    expect(await contentWarnings()).toEqual([])
    expect(problems()).toEqual([])
    await context.close()
  }, 180_000)
})

describe('renaming an article, its address typed as words (the review, task 5)', () => {
  it('gives the links written with the old title the new one, at the new address; other words stay', async () => {
    // A link in other words than the title, in the copy: it follows the address and keeps its words.
    writeFileSync(
      file(article('nurbs-nedir')),
      `${read(article('nurbs-nedir'))}\nBézier parçaları için [Bézier eğrilerinin temelleri](/wiki/bezier-egrileri-nedir) yazısına bakın.\n`,
    )
    const { page, context, problems } = await session.open('#/collections/wiki/entries/bezier-egrileri-nedir')
    const slug = page.locator('[id^="slug-field"]')
    await slug.waitFor()
    await page.getByLabel('Başlık', { exact: true }).fill('Bézier Eğrileri')
    const titleNote = page.getByRole('status').filter({ hasText: 'Başlık değişiyor' })
    await expect
      .poll(() => titleNote.innerText(), { timeout: 20_000 })
      .toContain('4 bağlantının metni eski başlık (“Bézier Eğrileri Nedir”)')
    expect(await titleNote.getByRole('checkbox').isChecked()).toBe(true)
    await guideShot(
      page.locator('[class*="-ControlContainer"]', { has: titleNote }).first(),
      'baslik-degisiyor',
    )
    // The address typed as a WordPress user would: the field says what it becomes, and saves that.
    await slug.click()
    await slug.pressSequentially('Bézier Eğrileri Temel Kavramlar')
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'Adres olarak kaydedilecek' }).innerText())
      .toBe('Adres olarak kaydedilecek: /wiki/bezier-egrileri-temel-kavramlar')
    const addressNote = page.getByRole('status').filter({ hasText: 'Adres değişiyor' })
    await expect
      .poll(() => addressNote.innerText(), { timeout: 20_000 })
      .toContain('/wiki/bezier-egrileri-nedir → /wiki/bezier-egrileri-temel-kavramlar')
    await addressNote.getByRole('checkbox').waitFor()
    expect(await addressNote.getByRole('checkbox').isChecked()).toBe(true)
    await guideShot(
      page.locator('[class*="-ControlContainer"]', { has: addressNote }).first(),
      'adres-degisiyor',
    )
    await slug.blur()
    expect(await slug.inputValue()).toBe('bezier-egrileri-temel-kavramlar')
    await publish(page)
    await vi.waitFor(
      () =>
        expect(read(article('nurbs-nedir'))).toContain(
          '[Bézier Eğrileri](/wiki/bezier-egrileri-temel-kavramlar)',
        ),
      { timeout: 30_000 },
    )
    for (const slugOf of [
      'nurbs-nedir',
      'nurbs-matematiksel-tanimi',
      'teknik-incelemeler',
      'knot-vektorleri-nedir',
    ]) {
      const text = read(article(slugOf))
      expect(text, slugOf).toContain('[Bézier Eğrileri](/wiki/bezier-egrileri-temel-kavramlar)')
      expect(text, slugOf).not.toContain('Bézier Eğrileri Nedir')
      expect(text, slugOf).not.toContain('/wiki/bezier-egrileri-nedir')
    }
    expect(read(article('nurbs-nedir'))).toContain(
      'Bézier parçaları için [Bézier eğrilerinin temelleri](/wiki/bezier-egrileri-temel-kavramlar) yazısına bakın.',
    )
    expect(read('content/data/glossary.yaml')).not.toContain('/wiki/bezier-egrileri-nedir')
    const renamed = parse(read(article('bezier-egrileri-nedir')).split('---')[1]!) as Record<string, unknown>
    expect(renamed).toMatchObject({
      title: 'Bézier Eğrileri',
      slug: 'bezier-egrileri-temel-kavramlar',
      eskiAdresler: ['/wiki/bezier-egrileri-nedir'],
    })
    await page.getByRole('status').filter({ hasText: 'Bağlantılar güncellendi' }).waitFor()
    expect(await contentWarnings()).toEqual([])
    expect(problems()).toEqual([])
    await context.close()
  }, 180_000)
})

describe('a new dealer (the review, task 3)', () => {
  it('takes a web site written with www. and no e-mail; a wrong phone or an empty name is said at the field', async () => {
    const { page, context, problems } = await session.open('#/collections/data/entries/offices')
    await page.getByRole('button', { name: 'Lisans satış ofisi (bayi) ekle' }).click()
    const dealers = page.locator('[id^="dealers-field"]')
    const field = (name: string) => dealers.locator(`[id^="${name}-field"]`).last()
    // Leaving a required field empty: said at once, at the field.
    await field('name').click()
    await field('location').click()
    await dealers.getByText('Ad gerekli.').waitFor()
    await field('name').fill('Anadolu Tasarım Teknolojileri')
    await field('location').fill('Odunpazarı, Eskişehir')
    // The phone keeps its live check.
    await field('phone').fill('0222 230 45 67')
    await field('specialty').click()
    await dealers.getByText(/telefon numarası \+90 ile başlamalı/).waitFor()
    await field('phone').scrollIntoViewIfNeeded()
    await guideShot(page, 'bayi-hata')
    await field('phone').fill('+90 222 230 45 67')
    await field('website').fill('www.anadolutasarim.com.tr')
    await field('specialty').fill('Endüstriyel tasarım ofislerine Rhino 8 lisansı ve kurulum desteği.')
    await expect.poll(() => field('website').inputValue()).toBe('https://www.anadolutasarim.com.tr')
    expect(await dealers.getByText(/telefon numarası \+90 ile başlamalı/).count()).toBe(0)
    await publish(page)
    await vi.waitFor(
      () => expect(read('content/data/offices.yaml')).toContain('Anadolu Tasarım Teknolojileri'),
      {
        timeout: 20_000,
      },
    )
    const offices = parse(read('content/data/offices.yaml')) as { dealers: Record<string, unknown>[] }
    expect(offices.dealers.at(-1)).toEqual({
      name: 'Anadolu Tasarım Teknolojileri',
      location: 'Odunpazarı, Eskişehir',
      phone: '+90 222 230 45 67',
      website: 'https://www.anadolutasarim.com.tr',
      specialty: 'Endüstriyel tasarım ofislerine Rhino 8 lisansı ve kurulum desteği.',
    })
    await loadContent(session.copy())
    expect(problems()).toEqual([])
    await context.close()
  }, 120_000)
})

/**
 * Every control a finger may need in `scope` (`links`: its links too), with its size, that is on screen and smaller
 * than 44 × 44 px.
 */
function smallTargets(page: Page, scope: string, links = true): Promise<string[]> {
  return page.evaluate(
    ([selector, withLinks]) => {
      const kinds = 'button, select, [role="button"], [role="switch"], input[type="checkbox"]'
      const controls = [...document.querySelectorAll(selector)].flatMap((root) => [
        ...root.querySelectorAll(withLinks ? `${kinds}, a[href]` : kinds),
      ])
      return (
        [...new Set(controls)]
          // The article's own words (its links, its formulas) are text to read, not controls.
          .filter((control) => !control.closest('.rich-content'))
          .map((control) => ({ control, box: control.getBoundingClientRect() }))
          .filter(({ box }) => box.width > 0 && box.height > 0 && (box.width < 44 || box.height < 44))
          .map(
            ({ control, box }) =>
              `${(control.getAttribute('aria-label') ?? control.textContent ?? '').trim()} ${Math.round(box.width)}×${Math.round(box.height)}`,
          )
      )
    },
    [scope, links] as const,
  )
}

/** The heights of what stays at the top of the screen (fixed or sticky and at its top), and the page's width. */
function topBars(page: Page): Promise<{ bars: number[]; width: number }> {
  return page.evaluate(() => ({
    bars: [...document.querySelectorAll('body *')]
      .filter((element) => ['fixed', 'sticky'].includes(getComputedStyle(element).position))
      .map((element) => element.getBoundingClientRect())
      .filter((box) => box.top <= 1 && box.bottom > 1 && box.width > 100)
      .map((box) => Math.round(box.height)),
    width: document.documentElement.scrollWidth,
  }))
}

describe('on a phone (390 × 844, touch; the review, task 8)', () => {
  const TOOLBAR =
    '[class*="-ToolbarSectionBackLink"], [class*="-ToolbarSubSectionFirst"], [class*="-ToolbarSectionMeta"], [class*="-ViewControls"], .article-body-modes, .rich-toolbar'
  const FORM = '[class*="-ControlContainer"], [class*="-ObjectWidgetTopBar"], .rhino-fact-actions'

  it('has finger-sized buttons, a top bar under a tenth of the screen and no sideways scrolling', async () => {
    const context = await browser().newContext({
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
    })
    const page = await context.newPage()
    await page.goto(`${session.origin()}/admin/`)
    await page.getByRole('button', { name: 'Giriş' }).tap()
    await page.getByText('Wiki makaleleri').first().waitFor()
    for (const [name, hash] of [
      ['an article in the formatted editor', '#/collections/wiki/entries/degree-derece-kavrami'],
      ['the offices form', '#/collections/data/entries/offices'],
    ] as const) {
      await page.goto(`${session.origin()}/admin/${hash}`)
      await page
        .getByText(/^Yayımla(ndı)?$/)
        .first()
        .waitFor()
      if (name === 'an article in the formatted editor')
        await page.locator('.rich-content[contenteditable="true"]').waitFor()
      else await page.getByRole('button', { name: 'Genişlet' }).first().tap()
      await page.waitForTimeout(500)
      expect(await smallTargets(page, TOOLBAR), name).toEqual([])
      // The form's buttons (the links of its hints are words of a sentence).
      expect(await smallTargets(page, FORM, false), name).toEqual([])
      // At the top and scrolled down: what stays at the top of the screen is at most a tenth of it.
      for (const scrolled of [0, 1500]) {
        await page.evaluate((y) => window.scrollTo(0, y), scrolled)
        await page.waitForTimeout(300)
        const { bars, width } = await topBars(page)
        if (scrolled > 0 && name === 'an article in the formatted editor') await guideShot(page, 'telefon')
        expect(Math.max(0, ...bars), `${name}, scrolled ${scrolled}`).toBeLessThanOrEqual(84)
        expect(width, name).toBeLessThanOrEqual(390)
      }
      // The publish row is what stays, and it works by touch.
      const publishRow = page.locator('[class*="-ToolbarSubSectionFirst"]').first()
      expect((await publishRow.boundingBox())!.y).toBeLessThanOrEqual(1)
    }
    // A typo fixed and published by touch, from a screen scrolled down.
    await page.goto(`${session.origin()}/admin/#/collections/wiki/entries/degree-derece-kavrami`)
    const text = page.locator('.rich-content[contenteditable="true"]')
    await text.waitFor()
    await text.locator('p').first().tap()
    await page.keyboard.press('End')
    await page.keyboard.type(' Telefondan eklendi.')
    await page.getByRole('button', { name: 'Yayımla', exact: true }).tap()
    await page.getByText('Şimdi yayımla').tap()
    await vi.waitFor(() => expect(read(article('degree-derece-kavrami'))).toContain('Telefondan eklendi.'), {
      timeout: 20_000,
    })
    await context.close()
  }, 180_000)
})
