import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { svgDataUri } from '../../src/shared/data-uri.ts'

describe('svgDataUri', () => {
  it('the tab icon is the logo without its dashed line', () => {
    const logo = readFileSync('public/favicon.svg', 'utf8')
    const tab = readFileSync('src/assets/tab-icon.svg', 'utf8')
    const paths = (svg: string) => [...svg.matchAll(/<(?:rect|path)[^>]*>/g)].map((match) => match[0])
    expect(paths(tab)).toEqual(paths(logo).filter((element) => !element.includes('stroke-dasharray')))
  })

  const svg = readFileSync('src/assets/tab-icon.svg', 'utf8')

  it('gives back the same document when the address is decoded', () => {
    const uri = svgDataUri(svg)
    expect(uri.startsWith('data:image/svg+xml,')).toBe(true)
    expect(decodeURIComponent(uri.slice('data:image/svg+xml,'.length))).toBe(svg.trim().replace(/\s+/g, ' '))
  })

  it('fits in a double-quoted attribute and escapes what a URL cannot carry', () => {
    const uri = svgDataUri('<svg fill="#fff">\n  <path d="M0 0"/>\n</svg>')
    expect(uri).toBe('data:image/svg+xml,%3Csvg fill=%22%23fff%22%3E %3Cpath d=%22M0 0%22/%3E %3C/svg%3E')
    expect(uri).not.toMatch(/["'<>#&\n]/)
  })
})
