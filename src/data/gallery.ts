// Gallery projects and texts for /gallery and /gallery/<slug> (content/data/gallery.yaml), the "send a project" mail link; build.
import { featuredProjects, galleryItems, submitProject } from '../generated/data/gallery.ts'
import type { GalleryProject } from '../shared/schemas/gallery.ts'
import { site } from '../site.config.ts'

export {
  featuredIntro,
  featuredProjects,
  galleryHero,
  galleryItems,
  projectPage,
  projectsIntro,
  submitProject,
} from '../generated/data/gallery.ts'

export const submitProjectHref = `mailto:${site.email}?subject=${encodeURIComponent(submitProject.subject)}`

/** Every project with a page: the grid's projects, then the featured ones. */
export const galleryProjects: readonly GalleryProject[] = [...galleryItems, ...featuredProjects]

export function findGalleryProject(slug: string | undefined): GalleryProject | undefined {
  return galleryProjects.find((project) => project.slug === slug)
}
