// The wiki's not-found state, loaded only when a client-side navigation reaches an unknown article or category page:
// no page carries it in its first-load JavaScript (an unknown address outside the wiki gets the 404 page).
import { lazy, Suspense, type ComponentProps } from 'react'
import type { WikiNotFound as Eager } from './wiki-not-found.tsx'

const WikiNotFound = lazy(() =>
  import('./wiki-not-found.tsx').then((module) => ({ default: module.WikiNotFound })),
)

export function LazyWikiNotFound(props: ComponentProps<typeof Eager>) {
  return (
    <Suspense>
      <WikiNotFound {...props} />
    </Suspense>
  )
}
