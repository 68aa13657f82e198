// /download — the 90-day trial first, then licensed, mobile, WIP, plugin, licensing, documentation, requirement and legacy links.
import { DownloadGroupSection } from '../components/download/download-group-section.tsx'
import { GroupJumpList } from '../components/download/group-jump-list.tsx'
import { TrialCard } from '../components/download/trial-card.tsx'
import { Breadcrumb } from '../components/layout/breadcrumb.tsx'
import { PageHero } from '../components/layout/page-hero.tsx'
import { downloadGroups, downloadHero } from '../data/download.ts'
import type { StaticPage } from '../data/pages.ts'
import { PageHtml, withPageHtml } from '../lib/page-fragment.tsx'
import { staticPageData } from '../lib/prerender.server.tsx'
import type { Route } from './+types/download'

/** Everything on this page is static: rendered to HTML at build time, it reaches the browser in the page's HTML. */
export const loader = () => staticPageData('/download', DownloadPageContent)

/** Browser navigation: the page's data file and its markup, from its HTML. */
export const clientLoader = ({ request, serverLoader }: Route.ClientLoaderArgs) =>
  withPageHtml(request, serverLoader())

// Computed at build time with the rest of the loader data, so no metadata code ships to the browser.
export const meta = ({ loaderData }: Route.MetaArgs) => loaderData?.meta ?? []

export default function DownloadPage({ loaderData }: Route.ComponentProps) {
  return <PageHtml id={loaderData.page} />
}

function DownloadPageContent({ page }: { page: StaticPage }) {
  const [trial, ...others] = downloadGroups
  return (
    <>
      <Breadcrumb items={page.breadcrumb} />
      <PageHero eyebrow={downloadHero.eyebrow} title={downloadHero.title} lead={downloadHero.lead}>
        <GroupJumpList label={downloadHero.jumpLabel} groups={downloadGroups} />
      </PageHero>
      <div className="mx-auto max-w-7xl space-y-14 px-4 py-16 sm:px-6 sm:py-20 lg:space-y-16">
        {trial && <TrialCard group={trial} />}
        {others.map((group) => (
          <DownloadGroupSection key={group.id} group={group} />
        ))}
      </div>
    </>
  )
}
