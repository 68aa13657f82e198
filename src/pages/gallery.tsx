// /gallery — project gallery: six project cards, two featured projects (each with its own page) and the submission mail
// link. Today the projects are our training team's demonstration models, labelled as such (credits.yaml decides).
import { CallToActionBand } from '../components/ui/call-to-action-band.tsx'
import { FeaturedProjectCard } from '../components/gallery/featured-project-card.tsx'
import { GalleryProjectCard } from '../components/gallery/gallery-project-card.tsx'
import { Breadcrumb } from '../components/layout/breadcrumb.tsx'
import { PageHero } from '../components/layout/page-hero.tsx'
import { SectionHeader } from '../components/ui/section-header.tsx'
import {
  featuredIntro,
  featuredProjects,
  galleryHero,
  galleryItems,
  projectPage,
  projectsIntro,
  submitProject,
  submitProjectHref,
} from '../data/gallery.ts'
import type { StaticPage } from '../data/pages.ts'
import { PageHtml, withPageHtml } from '../lib/page-fragment.tsx'
import { staticPageData } from '../lib/prerender.server.tsx'
import type { Route } from './+types/gallery'

/** Everything on this page is static: rendered to HTML at build time, it reaches the browser in the page's HTML. */
export const loader = () => staticPageData('/gallery', GalleryPageContent)

/** Browser navigation: the page's data file and its markup, from its HTML. */
export const clientLoader = ({ request, serverLoader }: Route.ClientLoaderArgs) =>
  withPageHtml(request, serverLoader())

// Computed at build time with the rest of the loader data, so no metadata code ships to the browser.
export const meta = ({ loaderData }: Route.MetaArgs) => loaderData?.meta ?? []

export default function GalleryPage({ loaderData }: Route.ComponentProps) {
  return <PageHtml id={loaderData.page} />
}

/** Cards that can sit in the first row at desktop width load eagerly; the rest wait until scrolled near. */
const FIRST_ROW = 3

function GalleryPageContent({ page }: { page: StaticPage }) {
  return (
    <>
      <Breadcrumb items={page.breadcrumb} />
      <PageHero title={galleryHero.title} lead={galleryHero.lead} />
      <section aria-labelledby="projeler-baslik" className="mx-auto max-w-7xl px-4 pt-16 sm:px-6 sm:pt-20">
        <SectionHeader
          id="projeler-baslik"
          eyebrow={projectsIntro.eyebrow}
          title={projectsIntro.title}
          lead={projectsIntro.lead}
        />
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {galleryItems.map((item, index) => (
            <li key={item.title}>
              <GalleryProjectCard
                item={item}
                detailsLabel={projectsIntro.detailsLabel}
                demonstrationLabel={projectPage.demonstrationBadge}
                priority={index === 0 ? 'high' : index < FIRST_ROW ? 'eager' : 'lazy'}
              />
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="one-cikan-baslik" className="mx-auto max-w-7xl px-4 pt-16 sm:px-6 sm:pt-20">
        <SectionHeader id="one-cikan-baslik" {...featuredIntro} />
        <ul className="grid gap-8 lg:grid-cols-2">
          {featuredProjects.map((project) => (
            <li key={project.title}>
              <FeaturedProjectCard
                project={project}
                detailsLabel={projectsIntro.detailsLabel}
                demonstrationLabel={projectPage.demonstrationBadge}
              />
            </li>
          ))}
        </ul>
      </section>
      <CallToActionBand
        headingId="proje-gonder-baslik"
        title={submitProject.title}
        text={submitProject.text}
        actions={[{ label: submitProject.buttonLabel, href: submitProjectHref }]}
      />
    </>
  )
}
