// Catch-all route: any unknown path renders the English 404 page.
import { NotFound } from '../components/layout/not-found.tsx'

export const meta = () => [{ title: 'Page Not Found' }, { name: 'robots', content: 'noindex' }]

export default function NotFoundPage() {
  return <NotFound />
}
