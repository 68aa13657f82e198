// Gallery projects and texts for /gallery (content/data/gallery.yaml) and the "send a project" mail link; build.
import { submitProject } from '../generated/data/gallery'
import { site } from '../site.config'

export {
  featuredIntro,
  featuredProjects,
  galleryHero,
  galleryItems,
  projectsIntro,
  submitProject,
} from '../generated/data/gallery'

export const submitProjectHref = `mailto:${site.email}?subject=${encodeURIComponent(submitProject.subject)}`
