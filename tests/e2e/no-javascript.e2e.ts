// Every route with JavaScript disabled: the h1, the main text and no content locked behind a control that cannot open.
import { describe, expect, it } from 'vitest'
import { BASE_URL, openPage, setupBrowser } from './helpers.ts'
import { manifest } from './manifest.ts'

const browser = setupBrowser()

describe.each(manifest.map((route) => [route.path] as const))('%s without JavaScript', (path) => {
  it('is readable and complete', async () => {
    const { page, close } = await openPage(browser(), path, { javaScriptEnabled: false })
    expect(await page.locator('h1').first().isVisible()).toBe(true)
    const text = (await page.locator('main').innerText()).replace(/\s+/g, ' ')
    expect(text.length).toBeGreaterThan(200)
    // Text that is hidden and cannot be revealed without scripts (closed <details> can still be opened natively;
    // carousel slides after the first are allowed to wait for scripts).
    const locked = await page.evaluate(() => {
      const found: string[] = []
      for (const element of document.querySelectorAll<HTMLElement>('main *')) {
        if (element.closest('details:not([open])') || element.closest('[aria-roledescription="slide"]'))
          continue
        if (element.classList.contains('sr-only') || element.closest('.sr-only')) continue
        // A script's text is code, not reading text (/teklif's pre-paint starter sits in main).
        if (element instanceof HTMLScriptElement) continue
        // Aids for narrow screens whose content wide screens show elsewhere (a table's explanation column).
        if (element.closest('[data-narrow-only]')) continue
        // A tool that works only with scripts and hides without them, its content repeated by a static part (the
        // /teklif advisor; its licence comparison and mail links stay).
        if (element.closest('[data-needs-script]')) continue
        // A message a script shows when the page's code fails to load (/teklif): without scripts the page's own
        // no-script note stands in for it.
        if (element.closest('[role="alert"][hidden]')) continue
        // Controls that only work with scripts (the Markdown copy button) wait for them; they hide no reading text.
        if (element.closest('button')) continue
        const style = getComputedStyle(element)
        const hidden = style.display === 'none' || style.visibility === 'hidden'
        const parentHidden = element.parentElement
          ? getComputedStyle(element.parentElement).display === 'none'
          : false
        if (hidden && !parentHidden && (element.textContent ?? '').trim().length > 20)
          found.push(element.outerHTML.slice(0, 120))
      }
      return found
    })
    expect(locked).toEqual([])
    await close()
  })
})

it('links work without JavaScript (a plain navigation from the wiki to an article)', async () => {
  const { page, close } = await openPage(browser(), '/wiki/teknik-incelemeler', { javaScriptEnabled: false })
  await page.getByRole('navigation', { name: 'Sayfa konumu' }).getByRole('link', { name: 'Wiki' }).click()
  await page.waitForURL(`${BASE_URL}/wiki`)
  expect(await page.locator('h1').textContent()).toBe('Rhino Türkçe Wiki')
  await close()
})
