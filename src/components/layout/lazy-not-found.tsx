// The 404 page's content (not-found.tsx), loaded only where it shows: the 404 page (its route imports it), and a client-side navigation
// to an unknown address, industry or gallery project. No other page carries it in its first-load JavaScript. The
// pre-rendered 404 page has its markup (pre-rendering waits for it), which stays in place until the code arrives.
import { lazy, Suspense } from 'react'

const NotFound = lazy(() => import('./not-found.tsx').then((module) => ({ default: module.NotFound })))

export function LazyNotFound() {
  return (
    <Suspense>
      <NotFound />
    </Suspense>
  )
}
