// /learn — learning resources with search, language and sector filters kept in the URL (?q=&dil=&sektor=).
import { useMemo } from 'react'
import { Breadcrumb } from '../components/layout/breadcrumb.tsx'
import { PageHero } from '../components/layout/page-hero.tsx'
import { ActiveFilterBadges } from '../components/learn/active-filter-badges.tsx'
import { LearnFilterBar } from '../components/learn/learn-filter-bar.tsx'
import { LearnInfoCards } from '../components/learn/learn-info-cards.tsx'
import { LearnResults } from '../components/learn/learn-results.tsx'
import { useLearnFilters } from '../components/learn/use-learn-filters.ts'
import { learningResources } from '../data/learn.ts'
import { filterLearningResources } from '../lib/learn-filter.ts'
import { staticPage } from '../data/pages.ts'
import { pageMeta } from '../lib/meta.ts'
import { CirclePlay, Clock, ImageOff, Layers, Mail, SearchX } from 'lucide-react'
import { keepDataOnSamePath, PageHtml, withPageHtml } from '../lib/page-fragment.tsx'
import { keepPageHtml, renderIcon, renderStatic } from '../lib/prerender.server.tsx'
import type { Route } from './+types/learn'

/** The resource list is data for the filters; the heading and the info cards are rendered to HTML here, kept for the page's HTML. */
export function loader() {
  const page = staticPage('/learn')
  const header = (
    <>
      <Breadcrumb items={page.breadcrumb} />
      <PageHero eyebrow="Öğren" title={page.title} lead={page.description} />
    </>
  )
  return {
    meta: pageMeta(page),
    resources: learningResources,
    cardIcons: {
      category: renderIcon(<Layers />),
      duration: renderIcon(<Clock />),
      type: renderIcon(<CirclePlay />),
      mail: renderIcon(<Mail />),
      imageMissing: renderIcon(<ImageOff strokeWidth={1.5} />),
      noResults: renderIcon(<SearchX strokeWidth={1.5} />),
    },
    header: keepPageHtml(page.path, renderStatic(header, page.path), 'header'),
    info: keepPageHtml(page.path, renderStatic(<LearnInfoCards />, page.path), 'info'),
  }
}

/** Browser navigation: the page's data file and its static parts, from its HTML. */
export const clientLoader = ({ request, serverLoader }: Route.ClientLoaderArgs) =>
  withPageHtml(request, serverLoader())

/** The filters change only the query string: the pre-rendered data stays. */
export const shouldRevalidate = keepDataOnSamePath

// Computed at build time with the rest of the loader data, so no metadata code ships to the browser.
export const meta = ({ loaderData }: Route.MetaArgs) => loaderData?.meta ?? []

export default function LearnPage({ loaderData }: Route.ComponentProps) {
  const { resources, cardIcons, header, info } = loaderData
  const controls = useLearnFilters()
  const { query, language, sector } = controls.filters
  const visible = useMemo(
    () => filterLearningResources(resources, { query, language, sector }),
    [resources, query, language, sector],
  )

  return (
    <>
      <PageHtml id={header} />
      <section aria-labelledby="kaynaklar" className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16">
        <h2 id="kaynaklar" className="sr-only">
          Eğitim kaynakları
        </h2>
        <LearnFilterBar controls={controls} />
        <ActiveFilterBadges controls={controls} />
        <LearnResults resources={visible} icons={cardIcons} onReset={controls.clearAll} />
      </section>
      <PageHtml id={info} />
    </>
  )
}
