// 404.html is the router's fallback rendered at "/": no header link may stay marked as the current page, and it gets
// its English title and description and stays out of search engines.
import { describe, expect, it } from 'vitest'
import { NOT_FOUND_DESCRIPTION, notFoundHtml } from '../../scripts/postbuild.ts'

describe('notFoundHtml', () => {
  it('drops aria-current from every link and keeps the rest of the markup', () => {
    const html =
      '<nav><a aria-current="page" class="x" href="/">Ana Sayfa</a><a class="x" href="/wiki">Wiki</a></nav>' +
      '<nav><a aria-current="page" class="x" href="/">Ana Sayfa</a></nav>'
    const site = { name: 'Rhino Türkiye', domain: 'rhinoturkiye.com' } as const
    expect(notFoundHtml(`<head></head>${html}`, site)).toBe(
      '<head><title>Page Not Found | Rhino Türkiye | rhinoturkiye.com</title>' +
        `<meta name="description" content="${NOT_FOUND_DESCRIPTION}"/><meta name="robots" content="noindex"/></head>` +
        '<nav><a class="x" href="/">Ana Sayfa</a><a class="x" href="/wiki">Wiki</a></nav>' +
        '<nav><a class="x" href="/">Ana Sayfa</a></nav>',
    )
  })
})
