// The home carousel's images: the widths of their AVIF copies (scripts/imagery/avif-copies.ts) and the width the
// carousel lays them out at, from which the browser picks a copy.

/** The phones' copy: 380 CSS px at the 1.75 device pixels of a mid-range phone need 665. */
export const HERO_PHONE_WIDTH = 720
/** The width of the rendered images (public/images/hero/*.webp) and of their full-size AVIF copy. */
export const HERO_FULL_WIDTH = 1200
/** One column under 1024 px (the page's 1 rem padding on each side), beside the text from 1024 px. */
export const HERO_SIZES = '(min-width: 1024px) 620px, calc(100vw - 2rem)'

/** `/images/hero/x.webp` → the `srcset` of its two AVIF copies. */
export function heroAvifSrcSet(image: string): string {
  const base = image.replace(/\.[a-z]+$/, '')
  return `${base}-${HERO_PHONE_WIDTH}.avif ${HERO_PHONE_WIDTH}w, ${base}.avif ${HERO_FULL_WIDTH}w`
}
