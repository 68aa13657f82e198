// /download — the 90-day trial first, then licensed, mobile, WIP, plugin, licensing, documentation, requirement and legacy links.
import { DownloadGroupSection } from '../components/download/download-group-section'
import { GroupJumpList } from '../components/download/group-jump-list'
import { TrialCard } from '../components/download/trial-card'
import { Breadcrumb } from '../components/layout/breadcrumb'
import { PageHero } from '../components/layout/page-hero'
import { downloadGroups, downloadHero } from '../data/download'
import { staticPage, staticPageMeta } from '../lib/meta'

export const meta = () => staticPageMeta('/download')

export default function DownloadPage() {
  const page = staticPage('/download')
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
