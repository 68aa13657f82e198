// Catch-all route: any unknown path renders the English 404 page.
import { Suspense } from 'react'
import { NotFound } from '../components/layout/not-found.tsx'

export const meta = () => [{ title: 'Page Not Found' }, { name: 'robots', content: 'noindex' }]

export default function NotFoundPage() {
  // Loaded with this route, so it shows at once; inside the same Suspense boundary as the root's HydrateFallback
  // (LazyNotFound), whose markup 404.html holds, so hydration finds what it renders.
  return (
    <Suspense>
      <NotFound />
    </Suspense>
  )
}
