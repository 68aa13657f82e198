// /learn — learning resources with search, language and sector filters kept in the URL (?q=&dil=&sektor=).
import { useMemo } from 'react'
import { Breadcrumb } from '../components/layout/breadcrumb'
import { PageHero } from '../components/layout/page-hero'
import { ActiveFilterBadges } from '../components/learn/active-filter-badges'
import { LearnFilterBar } from '../components/learn/learn-filter-bar'
import { LearnInfoCards } from '../components/learn/learn-info-cards'
import { LearnResults } from '../components/learn/learn-results'
import { useLearnFilters } from '../components/learn/use-learn-filters'
import { learningResources } from '../data/learn'
import { filterLearningResources } from '../lib/learn-filter'
import { staticPage, staticPageMeta } from '../lib/meta'

export const meta = () => staticPageMeta('/learn')

export default function LearnPage() {
  const page = staticPage('/learn')
  const controls = useLearnFilters()
  const { query, language, sector } = controls.filters
  const visible = useMemo(
    () => filterLearningResources(learningResources, { query, language, sector }),
    [query, language, sector],
  )

  return (
    <>
      <Breadcrumb items={page.breadcrumb} />
      <PageHero eyebrow="Öğren" title={page.title} lead={page.description} />
      <section aria-labelledby="kaynaklar" className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16">
        <h2 id="kaynaklar" className="sr-only">
          Eğitim kaynakları
        </h2>
        <LearnFilterBar controls={controls} />
        <ActiveFilterBadges controls={controls} />
        <LearnResults resources={visible} onReset={controls.clearAll} />
      </section>
      <LearnInfoCards />
    </>
  )
}
