// /resources — plugin directory, other resources, the supported file formats and the developer call to action.
import { CallToActionBand } from '../components/ui/call-to-action-band'
import { Breadcrumb } from '../components/layout/breadcrumb'
import { PageHero } from '../components/layout/page-hero'
import { FileFormatGrid } from '../components/resources/file-format-grid'
import { OtherResources } from '../components/resources/other-resources'
import { PluginDirectory } from '../components/resources/plugin-directory'
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
} from '../data/resources'
import { staticPage, staticPageMeta } from '../lib/meta'

export const meta = () => staticPageMeta('/resources')

export default function ResourcesPage() {
  const page = staticPage('/resources')
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
