// /for/:industry — one landing page for the five industries (data in src/data/industry-pages/); unknown slugs show the 404.
import type { Route } from './+types/industry'
import { Breadcrumb } from '../components/layout/breadcrumb.tsx'
import { LazyNotFound } from '../components/layout/lazy-not-found.tsx'
import { PageHero } from '../components/layout/page-hero.tsx'
import { CallToActionBand } from '../components/ui/call-to-action-band.tsx'
import { EducationPricing } from '../components/industry/education-pricing.tsx'
import { FeaturedProjects } from '../components/industry/featured-projects.tsx'
import { IndustryIconSet } from '../components/industry/industry-icon.tsx'
import { IconCardGrid } from '../components/ui/icon-card-grid.tsx'
import { PageSection } from '../components/ui/page-section.tsx'
import { PluginCards } from '../components/industry/plugin-cards.tsx'
import { ResourceLinks } from '../components/industry/resource-links.tsx'
import { findIndustry, type IndustryPage } from '../data/industries.ts'
import { findGalleryProject, projectPage, projectsIntro } from '../data/gallery.ts'
import { INDUSTRY_SLUGS, industryBreadcrumb, industryPageLabels as labels } from '../data/industry-labels.ts'
import { pageMeta } from '../lib/meta.ts'
import { PageHtml, withPageHtml } from '../lib/page-fragment.tsx'
import { keepPageHtml, renderStatic } from '../lib/prerender.server.tsx'
import { site, TITLE_SUFFIX } from '../site.config.ts'

const NOT_FOUND = {
  page: null,
  meta: [{ title: `Page Not Found | ${TITLE_SUFFIX}` }, { name: 'robots', content: 'noindex' }],
}

/** Build time: the whole page is static, so it is rendered to HTML here and reaches the browser in its HTML. */
export function loader({ params }: Route.LoaderArgs) {
  const industry = findIndustry(params.industry)
  if (!industry) return NOT_FOUND
  const path = `/for/${industry.slug}`
  return {
    page: keepPageHtml(path, renderStatic(<IndustryView industry={industry} />, path)),
    meta: pageMeta({
      title: industry.metaTitle,
      description: industry.description,
      path,
      breadcrumb: industryBreadcrumb(industry),
    }),
  }
}

/** Browser navigation: the pre-rendered data file and the page's markup from its HTML, or nothing for an unknown industry (the page shows the 404). */
export async function clientLoader({ params, request, serverLoader }: Route.ClientLoaderArgs) {
  if (!(INDUSTRY_SLUGS as readonly string[]).includes(params.industry)) return NOT_FOUND
  try {
    return await withPageHtml(request, serverLoader())
  } catch {
    return NOT_FOUND
  }
}

export const meta = ({ loaderData }: Route.MetaArgs) => loaderData?.meta ?? NOT_FOUND.meta

export default function IndustryRoute({ loaderData }: Route.ComponentProps) {
  return loaderData.page === null ? <LazyNotFound /> : <PageHtml id={loaderData.page} />
}

function IndustryView({ industry }: { industry: IndustryPage }) {
  const { hero } = industry
  return (
    <>
      <Breadcrumb items={industryBreadcrumb(industry)} />
      <PageHero
        eyebrow={hero.eyebrow}
        title={hero.title}
        lead={hero.lead}
        actions={[labels.trialButton, labels.learnButton]}
        image={{ src: hero.image, alt: hero.imageAlt, width: 640, height: 400 }}
      />
      <PageSection headingId="yetenekler" eyebrow={industry.breadcrumbLabel} title={labels.capabilitiesTitle}>
        <IconCardGrid icons={IndustryIconSet} items={industry.capabilities} />
      </PageSection>
      {industry.featuredProjects && (
        <PageSection
          headingId="one-cikan-projeler"
          title={labels.featuredProjectsTitle}
          lead={labels.featuredProjectsLead}
          tone="surface"
        >
          <FeaturedProjects
            projects={industry.featuredProjects.map((address) => {
              const project = findGalleryProject(address.replace('/gallery/', ''))
              // The content step has already checked that every address is a gallery page.
              if (!project) throw new Error(`${industry.slug}: galeride ${address} yok`)
              return project
            })}
            texts={projectPage}
            detailsLabel={projectsIntro.detailsLabel}
          />
        </PageSection>
      )}
      {industry.educationPricing && <EducationPricing pricing={industry.educationPricing} />}
      <PageSection headingId="eklentiler" title={labels.pluginsTitle} lead={labels.pluginsLead}>
        <PluginCards plugins={industry.plugins} linkLabel={labels.pluginLinkLabel} />
      </PageSection>
      <PageSection
        headingId="kaynaklar"
        title={labels.resourcesTitle}
        lead={labels.resourcesLead}
        className="pt-0 sm:pt-0"
      >
        <ResourceLinks resources={industry.resources} />
      </PageSection>
      <CallToActionBand
        headingId="cta"
        title={industry.cta.title}
        text={industry.cta.text}
        actions={[labels.trialButton, { label: labels.contactButtonLabel, href: `mailto:${site.email}` }]}
        className="pt-0 sm:pt-0"
      />
    </>
  )
}
