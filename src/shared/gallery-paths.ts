// Address and breadcrumb trail of a gallery project page (/gallery/<slug>); shared by the page and the manifest. Pure.
import type { BreadcrumbItem } from './route-manifest.ts'

export function galleryProjectPath(slug: string): string {
  return `/gallery/${slug}`
}

/** Breadcrumb trail of a project page; the route manifest (scripts/content/index.ts) builds the same trail. */
export function galleryProjectBreadcrumb(project: { title: string }): BreadcrumbItem[] {
  return [{ label: 'Galeri', href: '/gallery' }, { label: project.title }]
}
