// The home carousel's images: their AVIF copies (scripts/imagery/avif-copies.ts) and the width the carousel lays
// them out at, from which the browser picks a copy.

/** The phones' copy: 380 CSS px at the 1.75 device pixels of a mid-range phone need 665. */
export const HERO_PHONE_WIDTH = 720
/** One column under 1024 px (the page's 1 rem padding on each side), beside the text from 1024 px. */
export const HERO_SIZES = '(min-width: 1024px) 620px, calc(100vw - 2rem)'

/** `x.webp` → the name of its AVIF copy `width` pixels wide, `x-720.avif`. */
export function heroAvifName(image: string, width: number): string {
  return `${image.replace(/\.[a-z]+$/, '')}-${width}.avif`
}

/** The `srcset` of an image's AVIF copies, given their widths. */
export function heroAvifSrcSet(image: string, widths: readonly number[]): string {
  return [...widths]
    .sort((a, b) => a - b)
    .map((width) => `${heroAvifName(image, width)} ${width}w`)
    .join(', ')
}
