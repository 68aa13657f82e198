// Catch-all route: any unknown path renders the English 404 page.
import { LazyNotFound } from '../components/layout/lazy-not-found.tsx'

export const meta = () => [{ title: 'Page Not Found' }, { name: 'robots', content: 'noindex' }]

export default function NotFoundPage() {
  return <LazyNotFound />
}
