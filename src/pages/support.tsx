// /support — the help centre: the search first, then seven panels of help links (in-app, external, mail, phone) as rows.
import { useMemo, useState } from 'react'
import { Breadcrumb } from '../components/layout/breadcrumb.tsx'
import { PageHero } from '../components/layout/page-hero.tsx'
import { SupportSearch } from '../components/support/support-search.tsx'
import { SupportSectionBlock } from '../components/support/support-section-block.tsx'
import { SupportSectionNav } from '../components/support/support-section-nav.tsx'
import { supportHero, supportSections } from '../data/support.ts'
import { staticPage } from '../data/pages.ts'
import { pageMeta } from '../lib/meta.ts'
import { keepDataOnSamePath, PageHtml, withPageHtml } from '../lib/page-fragment.tsx'
import { keepPageHtml, renderIcon, renderStatic } from '../lib/prerender.server.tsx'
import { SupportIconSet } from '../components/support/support-icon.tsx'
import type { Route } from './+types/support'
import { loadSearch, useEngineUrls } from '../lib/search-client.ts'
import { filterSupportSections } from '../lib/support-filter.ts'

/** The sections are data for the live filter; the breadcrumb is rendered to HTML here, kept for the page's HTML. */
export function loader() {
  const page = staticPage('/support')
  return {
    page,
    meta: pageMeta(page),
    heroTitle: supportHero.title,
    sections: supportSections,
    // The section icons travel as SVG markup; their code stays out of the page's JavaScript.
    icons: Object.fromEntries(
      supportSections.map((section) => [section.icon, renderIcon(<SupportIconSet name={section.icon} />)]),
    ),
    breadcrumb: keepPageHtml(
      page.path,
      renderStatic(<Breadcrumb items={page.breadcrumb} />, page.path),
      'breadcrumb',
    ),
  }
}

/** Browser navigation: the page's data file and its static parts, from its HTML. */
export const clientLoader = ({ request, serverLoader }: Route.ClientLoaderArgs) =>
  withPageHtml(request, serverLoader())

/** The filters change only the query string: the pre-rendered data stays. */
export const shouldRevalidate = keepDataOnSamePath

// Computed at build time with the rest of the loader data, so no metadata code ships to the browser.
export const meta = ({ loaderData }: Route.MetaArgs) => loaderData?.meta ?? []

export default function SupportPage({ loaderData }: Route.ComponentProps) {
  const { page, heroTitle, sections, icons, breadcrumb } = loaderData
  const [query, setQuery] = useState('')
  // The engine's support hits (stems, typos) are added on top of the spec's substring rule.
  const engineUrls = useEngineUrls(query, 'support', 60)
  const visible = useMemo(
    () => filterSupportSections(sections, query, engineUrls),
    [sections, query, engineUrls],
  )
  const searching = query.trim() !== ''
  const linkCount = visible.reduce((total, section) => total + section.links.length, 0)

  return (
    <>
      <PageHtml id={breadcrumb} />
      <PageHero eyebrow={page.title} title={heroTitle} lead={page.description} compact>
        <SupportSearch value={query} onChange={setQuery} onFocus={loadSearch} />
        <SupportSectionNav sections={visible} icons={icons} />
      </PageHero>
      <div className="mx-auto max-w-7xl px-4 pt-3 pb-10 sm:px-6 sm:py-14">
        <p
          role="status"
          aria-live="polite"
          className={
            searching && visible.length === 0
              ? 'rounded-card border border-dashed border-line px-6 py-14 text-center text-lg text-muted'
              : 'sr-only'
          }
        >
          {!searching
            ? ''
            : visible.length === 0
              ? 'Aramanızla eşleşen sonuç bulunamadı. Lütfen farklı bir anahtar kelime deneyin.'
              : `${visible.length} bölümde ${linkCount} bağlantı bulundu.`}
        </p>
        {/* Two balanced columns of panels from 1024 px; the reading order stays the data's. */}
        <div className="gap-6 lg:columns-2 [&>section]:mb-6 [&>section]:break-inside-avoid">
          {visible.map((section) => (
            <SupportSectionBlock key={section.id} section={section} icons={icons} />
          ))}
        </div>
      </div>
    </>
  )
}
