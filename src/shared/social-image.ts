// Where each page's social preview image lives and what it shows (its section). Pure; shared by build and browser.
import type { BreadcrumbItem } from './route-manifest.ts'

/** Size of every preview image (Open Graph's recommended 1.91:1). */
export const SOCIAL_IMAGE = { width: 1200, height: 630 } as const

/** Site path of a route's preview image: `/` → `/og/index.png`, `/wiki/x` → `/og/wiki/x.png`. */
export function socialImagePath(route: string): string {
  return route === '/' ? '/og/index.png' : `/og${route.replace(/\/$/, '')}.png`
}

/**
 * The section named above the title: the breadcrumb's parents (at most two, "Wiki · Sorun Giderme"), the page's own
 * label for a top-level page ("İndir"), "Ana Sayfa" for the home page.
 */
export function socialImageSection(breadcrumb: readonly BreadcrumbItem[]): string {
  const parents = breadcrumb.slice(0, -1).map((item) => item.label)
  if (parents.length > 0) return parents.slice(0, 2).join(' · ')
  return breadcrumb[0]?.label ?? 'Ana Sayfa'
}
