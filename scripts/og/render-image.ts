// Build time: one social preview card (1200×630 PNG) from a page's title and section, with satori (layout, text as
// paths) and resvg (pixels), with the page's own picture beside the title where it has one. Fonts are the Inter files in scripts/og/fonts/ (OFL), so nothing is downloaded.
import { Resvg } from '@resvg/resvg-js'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { createHash } from 'node:crypto'
import { createElement as h } from 'react'
import satori, { type Font } from 'satori'
import { SOCIAL_IMAGE } from '../../src/shared/social-image.ts'

const FONT_DIR = path.join(import.meta.dirname, 'fonts')
/**
 * Inter's latin subset and its latin-ext subset (ğ, ş, İ, ı, …) as two families: satori takes a glyph from the next
 * family of the font-family list when one lacks it (under one name, it drew latin's empty glyph instead).
 */
const FONT_FILES = [
  ['inter-latin-400-normal.woff', 'Inter', 400],
  ['inter-latin-ext-400-normal.woff', 'Inter Ext', 400],
  ['inter-latin-700-normal.woff', 'Inter', 700],
  ['inter-latin-ext-700-normal.woff', 'Inter Ext', 700],
] as const

/** The light theme's tokens (src/app.css :root). */
const COLORS = {
  bg: '#ffffff',
  surface: '#f4f7fb',
  fg: '#0f172a',
  muted: '#475569',
  border: '#dbe3ee',
  accent: '#1d4ed8',
  accentStrong: '#1e40af',
  accentSoft: '#e0eaff',
  teal: '#0f766e',
} as const

export interface CardInput {
  title: string
  section: string
  siteName: string
  domain: string
  /** The page's own picture (/images/…), shown beside the title; the card is text only without it. */
  image?: string
}

/** A picture ready to draw: a data address (PNG) and its size in pixels (page-image.ts). */
export interface CardPicture {
  src: string
  width: number
  height: number
}

/** The picture's box on the card: right of the title, 8:5 like the site's cards. */
const PICTURE = { width: 440, height: 275 } as const

/** Everything besides the card's text that shapes the picture. */
export interface CardAssets {
  fonts: Font[]
  logo: string
  /**
   * A hash of all of it, for the cache key of the cards (social-images.ts): the font and logo bytes, the modules that
   * draw (this file and src/shared/social-image.ts with the card's size) and the versions of satori, resvg and React.
   */
  design: string
}

const CODE_ROOT = path.resolve(import.meta.dirname, '..', '..')
/** The modules that draw a card: this one and the card's size. */
export const DRAWING_MODULES = [
  import.meta.filename,
  path.join(CODE_ROOT, 'src', 'shared', 'social-image.ts'),
]
export const DRAWING_PACKAGES = ['satori', '@resvg/resvg-js', 'react']
/** What turns a page's picture into the card's (page-image.ts and its WebP decoder): part of the design too. */
export const PICTURE_MODULES = [path.join(import.meta.dirname, 'page-image.ts')]
export const PICTURE_PACKAGES = ['@jsquash/webp']

export function loadCardAssets(root: string): CardAssets {
  const fontBytes = FONT_FILES.map(([file]) => readFileSync(path.join(FONT_DIR, file)))
  const logoSvg = readFileSync(path.join(root, 'public', 'images', 'logo.svg'), 'utf8')
  // The logo file is 160×40 with the mark in its first 40×40 (the header writes the name beside it): the mark alone.
  const mark = logoSvg.replace(
    /width="\d+" height="\d+" viewBox="[^"]*"/,
    'width="40" height="40" viewBox="0 0 40 40"',
  )
  return {
    fonts: FONT_FILES.map(([, name, weight], index) => ({
      name,
      data: fontBytes[index]!,
      weight,
      style: 'normal',
    })),
    logo: `data:image/svg+xml;base64,${Buffer.from(mark).toString('base64')}`,
    design: contentHash(
      JSON.stringify(SOCIAL_IMAGE),
      ...fontBytes,
      logoSvg,
      ...[...DRAWING_MODULES, ...PICTURE_MODULES].map((file) => readFileSync(file)),
      ...[...DRAWING_PACKAGES, ...PICTURE_PACKAGES].map((name) =>
        readFileSync(path.join(CODE_ROOT, 'node_modules', name, 'package.json')),
      ),
    ),
  }
}

/** A hex SHA-256 of the parts, each length-prefixed so that ['ab', 'c'] and ['a', 'bc'] differ. */
export function contentHash(...parts: (string | Uint8Array)[]): string {
  const hash = createHash('sha256')
  for (const part of parts) {
    const bytes = typeof part === 'string' ? Buffer.from(part) : part
    hash.update(`${bytes.length}:`).update(bytes)
  }
  return hash.digest('hex')
}

/**
 * Longer titles get a smaller size so that up to about 110 characters fit in three lines; beside a picture the
 * column is narrower and every size one step smaller.
 */
export function titleFontSize(title: string, beside = false): number {
  if (title.length <= 28) return beside ? 64 : 80
  if (title.length <= 56) return beside ? 52 : 66
  return beside ? 42 : 54
}

/** The card's middle: the section badge and the title, centred in the space between the header and the footer. */
function cardMiddle(input: Pick<CardInput, 'title' | 'section'>, picture?: CardPicture) {
  const size = titleFontSize(input.title, picture !== undefined)
  const text = h(
    'div',
    {
      style: {
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'center',
        flexGrow: 1,
        flexBasis: 0,
        gap: 28,
      },
    },
    h(
      'div',
      { style: { display: 'flex' } },
      h(
        'div',
        {
          style: {
            display: 'flex',
            padding: '10px 24px',
            borderRadius: 999,
            backgroundColor: COLORS.accentSoft,
            color: COLORS.accentStrong,
            fontSize: 30,
            fontWeight: 700,
          },
        },
        input.section,
      ),
    ),
    h(
      'div',
      {
        style: {
          display: 'block',
          fontSize: size,
          fontWeight: 700,
          lineHeight: 1.12,
          letterSpacing: -1,
          lineClamp: 3,
        },
      },
      input.title,
    ),
  )
  if (!picture) return text
  // The site's images are viewport captures on a transparent background: they sit on the light surface, as on the site.
  const scale = Math.min(PICTURE.width / picture.width, PICTURE.height / picture.height)
  return h(
    'div',
    { style: { display: 'flex', alignItems: 'center', flexGrow: 1, gap: 40 } },
    text,
    h(
      'div',
      {
        style: {
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          width: PICTURE.width,
          height: PICTURE.height,
          borderRadius: 20,
          backgroundColor: COLORS.surface,
          border: `2px solid ${COLORS.border}`,
          overflow: 'hidden',
        },
      },
      h('img', {
        src: picture.src,
        width: Math.round(picture.width * scale),
        height: Math.round(picture.height * scale),
        alt: '',
      }),
    ),
  )
}

/** The whole card: the bar, the logo and site name, the middle, the footer. */
function card(input: CardInput, logo: string, picture?: CardPicture) {
  return h(
    'div',
    {
      style: {
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        backgroundColor: COLORS.bg,
        fontFamily: 'Inter, "Inter Ext"',
        color: COLORS.fg,
      },
    },
    h('div', { style: { display: 'flex', height: 16, backgroundColor: COLORS.accent } }),
    h(
      'div',
      {
        style: {
          display: 'flex',
          flexDirection: 'column',
          flexGrow: 1,
          padding: '56px 72px 48px',
        },
      },
      h(
        'div',
        { style: { display: 'flex', alignItems: 'center', gap: 24 } },
        h('img', { src: logo, width: 72, height: 72, alt: '' }),
        h('div', { style: { fontSize: 38, fontWeight: 700, letterSpacing: -0.5 } }, input.siteName),
      ),
      cardMiddle(input, picture),
      h(
        'div',
        {
          style: {
            display: 'flex',
            justifyContent: 'space-between',
            alignItems: 'center',
            borderTop: `2px solid ${COLORS.border}`,
            paddingTop: 24,
            fontSize: 28,
            color: COLORS.muted,
          },
        },
        h('div', { style: { display: 'flex' } }, input.domain),
        h('div', { style: { display: 'flex', color: COLORS.teal, fontWeight: 700 } }, 'Rhino 8'),
      ),
    ),
  )
}

const RESVG_OPTIONS = { fitTo: { mode: 'original' }, font: { loadSystemFonts: false } } as const

/** The card as a PNG: laid out by satori (text as paths), drawn and encoded by resvg. */
export async function renderCard(
  input: CardInput,
  assets: CardAssets,
  picture?: CardPicture,
): Promise<Buffer> {
  const svg = await satori(card(input, assets.logo, picture), { ...SOCIAL_IMAGE, fonts: assets.fonts })
  return new Resvg(svg, RESVG_OPTIONS).render().asPng()
}
