// Performance: module preloads leave the pre-rendered HTML as the page is written.
import { describe, expect, it } from 'vitest'
import { dropModulePreloads } from '../../scripts/prerender/react-router.ts'

const HEAD =
  '<meta charSet="utf-8"/><link rel="icon" href="/favicon.svg" type="image/svg+xml"/>' +
  '<link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/entry.client-2.js"/>' +
  '<link rel="stylesheet" href="/assets/root-3.css"/>'
const BODY = '<main>Metin</main><script type="module" src="/assets/page-4.js"></script>'
const page = (head: string) =>
  `<!DOCTYPE html><html lang="tr"><head>${head}</head><body>${BODY}</body></html>`

describe('dropModulePreloads', () => {
  it('removes every modulepreload link and keeps the other links and the scripts', () => {
    const result = dropModulePreloads(page(HEAD))
    expect(result).not.toContain('modulepreload')
    expect(result).toBe(
      page(
        '<meta charSet="utf-8"/><link rel="icon" href="/favicon.svg" type="image/svg+xml"/>' +
          '<link rel="stylesheet" href="/assets/root-3.css"/>',
      ),
    )
  })

  it('leaves a page without preloads unchanged', () => {
    const html = page('<meta charSet="utf-8"/>')
    expect(dropModulePreloads(html)).toBe(html)
  })
})
