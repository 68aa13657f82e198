// /resources — interim page (being built).
import { PageHero } from '../components/layout/page-hero'
import { staticPage, staticPageMeta } from '../lib/meta'

export const meta = () => staticPageMeta('/resources')

export default function Page() {
  const page = staticPage('/resources')
  return <PageHero title={page.title} lead={page.description} />
}
