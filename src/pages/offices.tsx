// /offices — licence sales offices (#satis) and certified training centres (#egitim) as single-open accordions.
import { useEffect } from 'react'
import { Breadcrumb } from '../components/layout/breadcrumb.tsx'
import { PageHero } from '../components/layout/page-hero.tsx'
import { useHydrated } from '../lib/use-hydrated.ts'
import { DealerItem } from '../components/offices/dealer-item.tsx'
import { ExpandableList } from '../components/offices/expandable-list.tsx'
import { OfficeSection } from '../components/offices/office-section.tsx'
import { TrainingCenterItem } from '../components/offices/training-center-item.tsx'
import { dealers, officeSections, trainingCenters } from '../data/offices.ts'
import { staticPage } from '../data/pages.ts'
import { pageMeta } from '../lib/meta.ts'
import { keepDataOnSamePath, PageHtml, withPageHtml } from '../lib/page-fragment.tsx'
import { keepPageHtml, renderStatic } from '../lib/prerender.server.tsx'
import type { Route } from './+types/offices'

/** The lists are data for the expandable lists; the breadcrumb and the hero are rendered to HTML here. */
export function loader() {
  const page = staticPage('/offices')
  const header = (
    <>
      <Breadcrumb items={page.breadcrumb} />
      <PageHero
        eyebrow="Satış ve eğitim"
        title={page.title}
        lead={page.description}
        actions={[
          { label: 'Satış Ofisleri', href: `#${officeSections.satis.id}` },
          { label: 'Eğitim Merkezleri', href: `#${officeSections.egitim.id}` },
        ]}
      />
    </>
  )
  return {
    meta: pageMeta(page),
    sections: officeSections,
    dealers,
    trainingCenters,
    header: keepPageHtml(page.path, renderStatic(header, page.path), 'header'),
  }
}

/** Browser navigation: the page's data file and its static parts, from its HTML. */
export const clientLoader = ({ request, serverLoader }: Route.ClientLoaderArgs) =>
  withPageHtml(request, serverLoader())

/** The filters change only the query string: the pre-rendered data stays. */
export const shouldRevalidate = keepDataOnSamePath

// Computed at build time with the rest of the loader data, so no metadata code ships to the browser.
export const meta = ({ loaderData }: Route.MetaArgs) => loaderData?.meta ?? []

/**
 * Collapsing the lists after hydration moves #egitim up; scroll to the hash target again so a deep link
 * (/offices#egitim) still lands on its section below the sticky header.
 */
function useKeepHashTargetInView(ready: boolean) {
  useEffect(() => {
    if (!ready || !window.location.hash) return
    const target = document.getElementById(decodeURIComponent(window.location.hash.slice(1)))
    target?.scrollIntoView({ behavior: 'instant', block: 'start' })
  }, [ready])
}

export default function OfficesPage({ loaderData }: Route.ComponentProps) {
  const { sections, dealers, trainingCenters, header } = loaderData
  const hydrated = useHydrated()
  useKeepHashTargetInView(hydrated)

  return (
    <>
      <PageHtml id={header} />
      <div className="mx-auto max-w-7xl space-y-16 px-4 py-16 sm:space-y-20 sm:px-6 sm:py-20">
        <OfficeSection section={sections.satis}>
          <ExpandableList
            items={dealers}
            getKey={(dealer) => `${dealer.name}-${dealer.location}`}
            renderItem={(dealer) => <DealerItem dealer={dealer} group={sections.satis.id} />}
          />
        </OfficeSection>
        <OfficeSection section={sections.egitim}>
          <ExpandableList
            items={trainingCenters}
            getKey={(center) => center.name}
            renderItem={(center) => <TrainingCenterItem center={center} group={sections.egitim.id} />}
          />
        </OfficeSection>
      </div>
    </>
  )
}
