// Build time: one social preview card (1200×630 PNG) from a page's title and section, with satori (layout, text as
// paths) and resvg (pixels). Fonts are the Inter files in scripts/og/fonts/ (OFL), so nothing is downloaded.
import { Resvg } from '@resvg/resvg-js'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { createElement as h, type ReactElement } from 'react'
import satori, { type Font, type SatoriNode } from 'satori'
import { SOCIAL_IMAGE } from '../../src/shared/social-image.ts'
import { encodePng, scanlineBytes, toScanlines } from './png.ts'

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
}

/** Everything besides the card's text that shapes the picture; part of the cache key. */
export interface CardAssets {
  fonts: Font[]
  logo: string
  /** Hash input: the font and logo bytes and this file's source. */
  fingerprint: Buffer[]
}

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
    fingerprint: [...fontBytes, Buffer.from(logoSvg), readFileSync(import.meta.filename)],
  }
}

/** Longer titles get a smaller size so that up to about 110 characters fit in three lines. */
export function titleFontSize(title: string): number {
  if (title.length <= 28) return 80
  if (title.length <= 56) return 66
  return 54
}

/** The card's middle: the section badge and the title, centred in the space between the header and the footer. */
function cardMiddle(input: Pick<CardInput, 'title' | 'section'>) {
  const size = titleFontSize(input.title)
  return h(
    'div',
    {
      key: MIDDLE,
      style: { display: 'flex', flexDirection: 'column', justifyContent: 'center', flexGrow: 1, gap: 28 },
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
}

/** The key of the middle's box, found in satori's layout of the frame (onNodeDetected). */
const MIDDLE = 'middle'

const TEXT_STYLE = { fontFamily: 'Inter, "Inter Ext"', color: COLORS.fg } as const

/** The whole card; `middle` is what fills the space between header and footer (cardMiddle, or nothing). */
function card(input: CardInput, logo: string, middle: ReactElement = cardMiddle(input)) {
  return h(
    'div',
    {
      style: {
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        backgroundColor: COLORS.bg,
        ...TEXT_STYLE,
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
      middle,
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

/** The card's frame (everything but the middle) drawn once per site, and where the middle goes in it. */
interface Frame {
  /**
   * The whole card as PNG scanlines (png.ts); each card writes its middle over the last one's and is encoded at once,
   * in the same synchronous step, so the frame's own pixels are never changed and never copied.
   */
  scanlines: Buffer
  middle: { left: number; top: number; width: number; height: number }
}

/** Frames by site name and domain (one per site in practice), per thread. */
const frames = new WeakMap<CardAssets, Map<string, Promise<Frame>>>()

async function drawFrame(site: Pick<CardInput, 'siteName' | 'domain'>, assets: CardAssets): Promise<Frame> {
  let middle: SatoriNode | undefined
  const empty = h('div', { key: MIDDLE, style: { display: 'flex', flexGrow: 1 } })
  const svg = await satori(card({ ...site, title: '', section: '' }, assets.logo, empty), {
    ...SOCIAL_IMAGE,
    fonts: assets.fonts,
    onNodeDetected: (node) => {
      if (node.key === MIDDLE) middle = node
    },
  })
  if (!middle) throw new Error('Paylaşım görseli: kartın orta alanı bulunamadı.')
  const box = { left: middle.left, top: middle.top, width: middle.width, height: middle.height }
  // The middle is copied in whole pixel rows, so its box must fall on whole pixels (it does: the frame's sizes do).
  if (!Object.values(box).every(Number.isInteger))
    throw new Error(`Paylaşım görseli: orta alan tam piksellere oturmuyor (${JSON.stringify(box)}).`)
  const { width, height } = SOCIAL_IMAGE
  return { scanlines: toScanlines(new Resvg(svg, RESVG_OPTIONS).render().pixels, width, height), middle: box }
}

function frameFor(input: CardInput, assets: CardAssets): Promise<Frame> {
  let bySite = frames.get(assets)
  if (!bySite) frames.set(assets, (bySite = new Map<string, Promise<Frame>>()))
  const key = JSON.stringify([input.siteName, input.domain])
  let frame = bySite.get(key)
  if (!frame) bySite.set(key, (frame = drawFrame(input, assets)))
  return frame
}

/**
 * The card as a PNG. The frame (bar, logo, site name, footer) is the same on every card, so it is drawn once; each
 * card lays out and draws only its middle, on the card's own background (it is opaque), and copies its rows into a
 * copy of the frame: about half the time of drawing the whole card, for the same pixels (tests/unit/social-images).
 */
export async function renderCard(input: CardInput, assets: CardAssets): Promise<Buffer> {
  const frame = await frameFor(input, assets)
  const { left, top, width, height } = frame.middle
  const middle = h(
    'div',
    { style: { display: 'flex', width: '100%', height: '100%', backgroundColor: COLORS.bg, ...TEXT_STYLE } },
    cardMiddle(input),
  )
  const svg = await satori(middle, { width, height, fonts: assets.fonts })
  const drawn = new Resvg(svg, RESVG_OPTIONS).render().pixels
  const { scanlines } = frame
  const rowBytes = width * 4
  const lineBytes = scanlineBytes(SOCIAL_IMAGE.width)
  for (let row = 0; row < height; row += 1)
    scanlines.set(
      drawn.subarray(row * rowBytes, (row + 1) * rowBytes),
      (top + row) * lineBytes + 1 + left * 4,
    )
  return encodePng(scanlines, SOCIAL_IMAGE.width, SOCIAL_IMAGE.height)
}

/** The whole card drawn in one piece, as renderCard drew it before the frame was kept (its tests compare the two). */
export async function renderWholeCard(input: CardInput, assets: CardAssets): Promise<Uint8Array> {
  const svg = await satori(card(input, assets.logo), { ...SOCIAL_IMAGE, fonts: assets.fonts })
  return new Resvg(svg, RESVG_OPTIONS).render().pixels
}
