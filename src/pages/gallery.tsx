// /gallery — interim page (being built).
import { PageHero } from '../components/layout/page-hero'
import { staticPage, staticPageMeta } from '../lib/meta'

export const meta = () => staticPageMeta('/gallery')

export default function Page() {
  const page = staticPage('/gallery')
  return <PageHero title={page.title} lead={page.description} />
}
