// Shared layout in Chromium: hydration, client navigation, theme, header menus, 404 and wiki not-found.
import { describe, expect, it } from 'vitest'
import { BASE_URL, openPage, setupBrowser, waitForHydration } from './helpers.ts'

const browser = setupBrowser()

describe('hydration and navigation', () => {
  it.each([
    '/',
    '/wiki',
    '/wiki/nurbs-nedir',
    '/licensing/eula',
    '/features/shrinkwrap',
    '/licensing/cloud-zoo',
  ])('%s hydrates without console errors', async (path) => {
    const { errors, close } = await openPage(browser(), path)
    expect(errors).toEqual([])
    await close()
  })

  it('navigates client-side without a reload and scrolls to the top', async () => {
    const { page, errors, close } = await openPage(browser(), '/licensing/eula')
    await page.evaluate(() => {
      ;(window as { marker?: number }).marker = 42
      window.scrollTo(0, 2000)
    })
    await page.getByRole('navigation', { name: 'Ana menü' }).getByRole('link', { name: 'Wiki' }).click()
    await page.waitForURL(`${BASE_URL}/wiki`)
    await page.locator('h1', { hasText: 'Rhino Türkçe Wiki' }).waitFor()
    expect(await page.evaluate(() => (window as { marker?: number }).marker)).toBe(42)
    expect(await page.evaluate(() => window.scrollY)).toBe(0)
    const current = page.getByRole('navigation', { name: 'Ana menü' }).getByRole('link', { name: 'Wiki' })
    expect(await current.getAttribute('aria-current')).toBe('page')
    // Breadcrumb links navigate inside the app too.
    await page
      .getByRole('navigation', { name: 'Sayfa konumu' })
      .getByRole('link', { name: 'Ana Sayfa' })
      .click()
    await page.waitForURL(`${BASE_URL}/`)
    expect(await page.evaluate(() => (window as { marker?: number }).marker)).toBe(42)
    expect(errors).toEqual([])
    await close()
  })

  it('internal links inside Markdown use the router', async () => {
    const { page, close } = await openPage(browser(), '/wiki/lisans-yonetimi')
    await page.evaluate(() => ((window as { marker?: number }).marker = 7))
    await page.locator('article a[href="/licensing/methods"]').first().click()
    await page.waitForURL(`${BASE_URL}/licensing/methods`)
    expect(await page.evaluate(() => (window as { marker?: number }).marker)).toBe(7)
    await close()
  })

  it('has a skip link to the main content', async () => {
    const { page, close } = await openPage(browser(), '/wiki')
    await page.keyboard.press('Tab')
    const focused = page.locator(':focus')
    expect(await focused.textContent()).toBe('İçeriğe geç')
    await page.keyboard.press('Enter')
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main')
    await close()
  })
})

describe('theme', () => {
  it('toggles, persists across reload and applies before the app loads (no flash)', async () => {
    const { page, errors, close } = await openPage(browser(), '/wiki')
    const toggle = page.getByRole('button', { name: 'Karanlık moda geç' })
    await toggle.click()
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true)
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark')
    // The switch's name says what a click does; the light-theme name is gone from the accessibility tree.
    await page.getByRole('button', { name: 'Aydınlık moda geç' }).waitFor()
    expect(await page.getByRole('button', { name: 'Karanlık moda geç' }).count()).toBe(0)

    // Hold back every script file: the page must already be dark from the inline head script.
    await page.route('**/assets/*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500))
      await route.continue()
    })
    await page.reload({ waitUntil: 'domcontentloaded' })
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true)
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(11, 17, 32)')
    await page.unrouteAll({ behavior: 'wait' })
    await waitForHydration(page)
    await page.getByRole('button', { name: 'Aydınlık moda geç' }).click()
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light')
    expect(errors).toEqual([])
    await close()
  })
})

describe('tooltips', () => {
  it('icon-only buttons show a tooltip after 700 ms, the next one at once within 300 ms', async () => {
    const { page, close } = await openPage(browser(), '/wiki')
    const toggle = page.getByRole('button', { name: 'Karanlık moda geç' })
    const search = page.getByRole('button', { name: 'Ara', exact: true })
    const centre = async (button: typeof toggle) => {
      const box = (await button.boundingBox())!
      return [box.x + box.width / 2, box.y + box.height / 2] as const
    }
    const [toggleAt, searchAt] = [await centre(toggle), await centre(search)]
    // Page time stands still until runFor moves it, however slow the machine; the mouse is moved directly
    // (hover() waits for animation frames, which a paused clock holds back).
    await page.clock.install()
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000)
    await page.mouse.move(...toggleAt)
    await page.clock.runFor(650)
    expect(await page.getByRole('tooltip').count()).toBe(0)
    await page.clock.runFor(100)
    expect(await page.getByRole('tooltip').textContent()).toBe('Karanlık moda geç')
    expect(await toggle.getAttribute('aria-describedby')).toBe(
      await page.getByRole('tooltip').getAttribute('id'),
    )
    // Moving straight to the next icon button skips the delay.
    await page.mouse.move(...searchAt)
    await page.clock.runFor(10)
    expect(await page.getByRole('tooltip').textContent()).toBe('Sitede ara (Ctrl+K)')
    await page.keyboard.press('Escape')
    expect(await page.getByRole('tooltip').count()).toBe(0)
    await close()
  })
})

describe('header', () => {
  it("opens the 'Ofisler' menu by keyboard; Escape, a click outside and a chosen link close it", async () => {
    const { page, close } = await openPage(browser(), '/wiki')
    const menu = page.getByRole('navigation', { name: 'Ana menü' }).locator('details', { hasText: 'Ofisler' })
    const summary = menu.locator('summary')
    await summary.focus()
    await page.keyboard.press('Enter')
    expect(await menu.getAttribute('open')).toBe('')
    await page.keyboard.press('Tab')
    expect(await page.locator(':focus').textContent()).toBe('Resmi Lisans Satış Ofisleri')
    await page.keyboard.press('Escape')
    expect(await menu.getAttribute('open')).toBeNull()
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Ofisler')
    await summary.click()
    expect(await menu.getAttribute('open')).toBe('')
    await page.locator('main h1').click()
    expect(await menu.getAttribute('open')).toBeNull()
    await summary.click()
    await menu.getByRole('link', { name: 'Sertifikalı Yetkili Eğitim Merkezleri' }).click()
    await page.waitForURL(`${BASE_URL}/offices#egitim`)
    expect(await menu.getAttribute('open')).toBeNull()
    await close()
  })

  it('mobile menu opens, expands the Ofisler sub-list and closes when a link is chosen', async () => {
    const { page, errors, close } = await openPage(browser(), '/wiki', {
      viewport: { width: 375, height: 800 },
    })
    expect(await page.getByRole('navigation', { name: 'Ana menü' }).isVisible()).toBe(false)
    const toggle = page.getByRole('button', { name: 'Menü', exact: true })
    await toggle.click()
    const menu = page.getByRole('navigation', { name: 'Mobil menü' })
    expect(await menu.isVisible()).toBe(true)
    // The button's icon says what a click does.
    expect(await toggle.locator('.menu-open-icon').isVisible()).toBe(true)
    expect(await toggle.locator('.menu-closed-icon').isVisible()).toBe(false)
    const offices = menu.locator('details', { hasText: 'Ofisler' })
    await offices.locator('summary').click()
    expect(await offices.getAttribute('open')).toBe('')
    expect(await menu.getByRole('link', { name: 'Sertifikalı Yetkili Eğitim Merkezleri' }).isVisible()).toBe(
      true,
    )
    await menu.getByRole('link', { name: 'Özellikler' }).click()
    await page.waitForURL(`${BASE_URL}/features`)
    expect(await menu.isVisible()).toBe(false)
    await toggle.click()
    expect(await menu.isVisible()).toBe(true)
    await page.keyboard.press('Escape')
    expect(await menu.isVisible()).toBe(false)
    expect(errors).toEqual([])
    await close()
  })

  it("turns the 'İndir' border once on arrival and while pointed at or focused, on the compositor only, and not under reduced motion", async () => {
    const border = async (reducedMotion: 'reduce' | 'no-preference') => {
      const { page, close } = await openPage(browser(), '/wiki', { reducedMotion })
      const button = page.getByRole('banner').getByRole('link', { name: 'İndir' })
      const style = () =>
        button.evaluate((element) => {
          const before = getComputedStyle(element, '::before')
          return {
            name: before.animationName,
            duration: before.animationDuration,
            count: before.animationIterationCount,
          }
        })
      const running = () =>
        page.evaluate(() =>
          document
            .getAnimations()
            .filter((animation) => animation.playState === 'running')
            .map((animation) => {
              const effect = animation.effect as KeyframeEffect
              return {
                target: `${(effect.target as Element).className} ${effect.pseudoElement ?? ''}`,
                properties: [...new Set(effect.getKeyframes().flatMap((frame) => Object.keys(frame)))].filter(
                  (key) => !['offset', 'computedOffset', 'easing', 'composite'].includes(key),
                ),
              }
            }),
        )
      const arrival = await style()
      await button.hover()
      const pointed = await style()
      const animations = await running()
      await page.mouse.move(0, 500)
      await button.focus()
      await page.keyboard.press('Shift+Tab')
      await page.keyboard.press('Tab')
      const focused = await style()
      await close()
      return { arrival, pointed, animations, focused }
    }
    const moving = await border('no-preference')
    // On arrival: one turn of four seconds (motion that starts by itself stops within five seconds, WCAG 2.2.2).
    expect(moving.arrival).toEqual({ name: 'download-spin', duration: '4s', count: '1' })
    expect(moving.pointed).toEqual({ name: 'download-spin', duration: '4s', count: 'infinite' })
    expect(moving.focused).toEqual({ name: 'download-spin', duration: '4s', count: 'infinite' })
    expect(moving.animations).toHaveLength(1)
    expect(moving.animations[0]!.target).toContain('download-border')
    expect(moving.animations[0]!.target).toContain('::before')
    // Only transform: an animated colour, gradient angle or custom property repaints the page on every frame.
    expect(moving.animations[0]!.properties).toEqual(['transform'])
    const still = await border('reduce')
    for (const state of [still.arrival, still.pointed, still.focused]) expect(state.name).toBe('none')
    expect(still.animations).toEqual([])
  })

  it('the footer has the four columns, mail link and external profiles in new tabs', async () => {
    const { page, close } = await openPage(browser(), '/wiki')
    const footer = page.locator('footer')
    for (const heading of ['İletişim', 'Hızlı Bağlantılar', 'Kaynaklar', 'Sosyal Medya']) {
      expect(await footer.getByRole('heading', { name: heading }).count()).toBe(1)
    }
    expect(await footer.locator('a[href^="mailto:"]').count()).toBeGreaterThan(0)
    const external = footer.locator('a[href^="https://"]')
    expect(await external.count()).toBe(4)
    for (const link of await external.all()) {
      expect(await link.getAttribute('target')).toBe('_blank')
      expect(await link.getAttribute('rel')).toBe('noopener noreferrer')
    }
    expect(await footer.textContent()).toContain('© 2025')
    expect(await footer.textContent()).toContain('Tüm hakları saklıdır.')
    await close()
  })
})

describe('not found', () => {
  it('an unknown path shows the English 404 page after hydration', async () => {
    const { page, close } = await openPage(browser(), '/bu-sayfa-yok')
    expect(await page.locator('h1').textContent()).toBe('404 Page Not Found')
    expect(await page.getByText('Did you forget to add the page to the router?').count()).toBe(1)
    await close()
  })

  it('the 404 page says 404 once, marks no header link as current and leads on to the sections and the search', async () => {
    const { page, close } = await openPage(browser(), '/bu-sayfa-yok')
    expect((await page.locator('main').innerText()).match(/404/g)).toHaveLength(1)
    expect(await page.locator('header [aria-current="page"]').count()).toBe(0)
    const ways = page.getByRole('navigation', { name: 'Buradan devam edin' })
    expect(
      await ways.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href'))),
    ).toEqual(['/', '/features', '/learn', '/wiki', '/support', '/download'])
    await ways.getByRole('button', { name: 'Sitede ara' }).click()
    await page.getByRole('dialog').waitFor()
    await close()
  })

  it("an unknown wiki slug shows 'Makale Bulunamadı' with a back button", async () => {
    const { page, errors, close } = await openPage(browser(), '/wiki/boyle-bir-makale-yok')
    await page.getByRole('heading', { name: 'Makale Bulunamadı' }).waitFor()
    expect(await page.getByText('Aradığınız wiki makalesi mevcut değil.').count()).toBe(1)
    await page.getByRole('link', { name: "Wiki'ye Dön" }).click()
    await page.waitForURL(`${BASE_URL}/wiki`)
    expect(errors.filter((error) => !error.includes('404'))).toEqual([])
    await close()
  })
})
