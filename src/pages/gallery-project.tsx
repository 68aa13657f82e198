// /gallery/:slug — one gallery project's own page (data in content/data/gallery.yaml); unknown slugs show the 404.
import type { Route } from './+types/gallery-project'
import { DemonstrationNote, ProjectByline, ProjectStory } from '../components/gallery/project-story.tsx'
import { Breadcrumb } from '../components/layout/breadcrumb.tsx'
import { LazyNotFound } from '../components/layout/lazy-not-found.tsx'
import { PageHero } from '../components/layout/page-hero.tsx'
import { featuredIntro, findGalleryProject, projectPage } from '../data/gallery.ts'
import { galleryProjectBreadcrumb, galleryProjectPath } from '../shared/gallery-paths.ts'
import type { GalleryProject } from '../shared/schemas/gallery.ts'
import { pageMeta } from '../lib/meta.ts'
import { PageHtml, withPageHtml } from '../lib/page-fragment.tsx'
import { keepPageHtml, renderStatic } from '../lib/prerender.server.tsx'
import { TITLE_SUFFIX } from '../site.config.ts'

const NOT_FOUND = {
  page: null,
  meta: [{ title: `Page Not Found | ${TITLE_SUFFIX}` }, { name: 'robots', content: 'noindex' }],
}

/** Build time: the whole page is static, so it is rendered to HTML here and reaches the browser in its HTML. */
export function loader({ params }: Route.LoaderArgs) {
  const project = findGalleryProject(params.slug)
  if (!project) return NOT_FOUND
  const path = galleryProjectPath(project.slug)
  return {
    page: keepPageHtml(path, renderStatic(<ProjectView project={project} />, path)),
    meta: pageMeta({
      title: project.title,
      description: project.description,
      path,
      breadcrumb: galleryProjectBreadcrumb(project),
    }),
  }
}

/** Browser navigation: the pre-rendered data file and the page's markup from its HTML, or nothing for an unknown project (the page shows the 404). */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  try {
    return await withPageHtml(request, serverLoader())
  } catch {
    return NOT_FOUND
  }
}

export const meta = ({ loaderData }: Route.MetaArgs) => loaderData?.meta ?? NOT_FOUND.meta

export default function GalleryProjectRoute({ loaderData }: Route.ComponentProps) {
  return loaderData.page === null ? <LazyNotFound /> : <PageHtml id={loaderData.page} />
}

function ProjectView({ project }: { project: GalleryProject }) {
  const eyebrow = 'category' in project ? project.category : featuredIntro.eyebrow
  return (
    <>
      <Breadcrumb items={galleryProjectBreadcrumb(project)} />
      <PageHero
        eyebrow={eyebrow}
        title={project.title}
        lead={project.description}
        image={{ src: project.image, alt: project.imageAlt, width: 640, height: 400 }}
      >
        <ProjectByline project={project} />
        {project.demonstration && <DemonstrationNote texts={projectPage} />}
      </PageHero>
      <ProjectStory project={project} texts={projectPage} />
    </>
  )
}
