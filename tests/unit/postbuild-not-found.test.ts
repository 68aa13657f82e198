// 404.html is the router's fallback rendered at "/": no header link may stay marked as the current page.
import { describe, expect, it } from 'vitest'
import { notFoundHtml } from '../../scripts/postbuild.ts'

describe('notFoundHtml', () => {
  it('drops aria-current from every link and keeps the rest of the markup', () => {
    const html =
      '<nav><a aria-current="page" class="x" href="/">Ana Sayfa</a><a class="x" href="/wiki">Wiki</a></nav>' +
      '<nav><a aria-current="page" class="x" href="/">Ana Sayfa</a></nav>'
    expect(notFoundHtml(html)).toBe(
      '<nav><a class="x" href="/">Ana Sayfa</a><a class="x" href="/wiki">Wiki</a></nav>' +
        '<nav><a class="x" href="/">Ana Sayfa</a></nav>',
    )
  })
})
