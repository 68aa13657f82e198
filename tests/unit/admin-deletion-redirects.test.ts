// Deleting an article in the editor: the replacement page is checked, and content/data/redirects.yaml gets the
// article's addresses (its own and its former ones) with existing redirects to it moved along, comments kept.
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import {
  addressesOfArticle,
  redirectsAfterDeletion,
  replacementProblem,
} from '../../src/admin/deletion-redirects.ts'
import { checkRedirects } from '../../scripts/content/redirects.ts'
import { readFileSync } from 'node:fs'

const PAGES = { '/wiki/yeni': [], '/support': [] }

describe('the replacement page', () => {
  it.each<[string, string | null]>([
    ['/wiki/yeni', null],
    ['/support/', null],
    ['wiki/yeni', 'adres / ile başlamalı, örn. /wiki/baska-makale'],
    ['/wiki/silinen', 'silinen makalenin kendi adresi olamaz'],
    ['/wiki/yok', '/wiki/yok sitede bir sayfa değil'],
  ])('%s → %s', (answer, problem) => {
    expect(replacementProblem(answer, ['/wiki/silinen'], PAGES)).toBe(problem)
  })
})

describe('redirectsAfterDeletion', () => {
  const shipped = readFileSync('content/data/redirects.yaml', 'utf8')

  it("adds the article's addresses to the shipped file, keeping its comments, in block style", () => {
    const removed = addressesOfArticle('silinen', { slug: 'silinen-makale', eskiAdresler: ['/wiki/eski-ad'] })
    expect(removed).toEqual(['/wiki/silinen-makale', '/wiki/eski-ad'])
    const text = redirectsAfterDeletion(shipped, removed, '/wiki/yeni')
    expect(text.startsWith(shipped.slice(0, shipped.indexOf('redirects:')))).toBe(true)
    expect(text).toContain('  - from: /wiki/silinen-makale\n    to: /wiki/yeni\n')
    const before = (parse(shipped) as { redirects: unknown[] }).redirects
    expect(parse(text)).toEqual({
      redirects: [
        ...before,
        { from: '/wiki/silinen-makale', to: '/wiki/yeni' },
        { from: '/wiki/eski-ad', to: '/wiki/yeni' },
      ],
    })
  })

  it('moves redirects that pointed at the deleted article, so the build finds no chain', () => {
    const before = 'redirects:\n  - from: /eski-sayfa\n    to: /wiki/silinen\n'
    const after = parse(redirectsAfterDeletion(before, ['/wiki/silinen'], '/support')) as {
      redirects: { from: string; to: string }[]
    }
    expect(after.redirects).toEqual([
      { from: '/eski-sayfa', to: '/support' },
      { from: '/wiki/silinen', to: '/support' },
    ])
    const table = after.redirects.map((redirect) => ({ ...redirect, file: 'x', field: 'y' }))
    expect(checkRedirects(table, new Set(Object.keys(PAGES)), ['/wiki/silinen'])).toEqual([])
  })

  it('uses the file name when the article has no slug field', () => {
    expect(addressesOfArticle('dosya-adi', {})).toEqual(['/wiki/dosya-adi'])
  })
})
