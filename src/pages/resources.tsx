// /resources — plugin directory, other resources, the supported file formats and the developer call to action.
import { CallToActionBand } from '../components/ui/call-to-action-band.tsx'
import { Breadcrumb } from '../components/layout/breadcrumb.tsx'
import { PageHero } from '../components/layout/page-hero.tsx'
import { FileFormatGrid } from '../components/resources/file-format-grid.tsx'
import { OtherResources } from '../components/resources/other-resources.tsx'
import { PluginDirectory } from '../components/resources/plugin-directory.tsx'
import {
  developerCta,
  FILE_FORMAT_CLAIM,
  fileFormats,
  fileFormatsIntro,
  fileFormatsTitle,
  otherResources,
  otherResourcesIntro,
  pluginCategories,
  pluginsIntro,
  resourcesHero,
} from '../data/resources.ts'
import type { StaticPage } from '../data/pages.ts'
import { PageHtml, withPageHtml } from '../lib/page-fragment.tsx'
import { staticPageData } from '../lib/prerender.server.tsx'
import type { Route } from './+types/resources'

/** Everything on this page is static: rendered to HTML at build time, it reaches the browser in the page's HTML. */
export const loader = () => staticPageData('/resources', ResourcesPageContent)

/** Browser navigation: the page's data file and its markup, from its HTML. */
export const clientLoader = ({ request, serverLoader }: Route.ClientLoaderArgs) =>
  withPageHtml(request, serverLoader())

// Computed at build time with the rest of the loader data, so no metadata code ships to the browser.
export const meta = ({ loaderData }: Route.MetaArgs) => loaderData?.meta ?? []

export default function ResourcesPage({ loaderData }: Route.ComponentProps) {
  return <PageHtml id={loaderData.page} />
}

function ResourcesPageContent({ page }: { page: StaticPage }) {
  return (
    <>
      <Breadcrumb items={page.breadcrumb} />
      <PageHero title={resourcesHero.title} lead={resourcesHero.lead} />
      <PluginDirectory intro={pluginsIntro} categories={pluginCategories} />
      <OtherResources intro={otherResourcesIntro} resources={otherResources} />
      <FileFormatGrid
        title={fileFormatsTitle}
        eyebrow={fileFormatsIntro.eyebrow}
        lead={fileFormatsIntro.lead}
        claim={FILE_FORMAT_CLAIM}
        claimLabel={fileFormatsIntro.claimLabel}
        formats={fileFormats}
      />
      <CallToActionBand
        headingId="gelistirici-baslik"
        title={developerCta.title}
        text={developerCta.text}
        actions={[{ label: developerCta.label, href: developerCta.link }]}
      />
    </>
  )
}
