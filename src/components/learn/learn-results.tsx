// The learn result list: '{n} kaynak bulundu' (announced politely), the 1/2/3-column card grid or the empty state.
import { IconMarkup } from '../ui/icon-markup.tsx'
import { memo, useState } from 'react'
import type { LearningResource } from '../../shared/schemas/learn.ts'
import { Button } from '../ui/button.tsx'
import { LearnCard, type LearnCardIcons } from './learn-card.tsx'

/** Memoised: the page re-renders once right after hydration (to read the URL), and the list rarely changes then. */
export const LearnResults = memo(function LearnResults({
  resources,
  icons,
  onReset,
}: {
  resources: readonly LearningResource[]
  icons: LearnCardIcons
  onReset: () => void
}) {
  const [failedImages, setFailedImages] = useState<ReadonlySet<string>>(() => new Set())
  const markFailed = (id: string) =>
    setFailedImages((current) => (current.has(id) ? current : new Set(current).add(id)))

  return (
    <>
      <p role="status" aria-live="polite" className="mt-6 text-sm font-medium text-muted">
        {`${resources.length} kaynak bulundu`}
      </p>
      {resources.length === 0 ? (
        <div className="mt-6 flex flex-col items-center rounded-card border border-dashed border-line px-6 py-14 text-center">
          <IconMarkup svg={icons.noResults} className="size-10 text-muted" />
          <h3 className="mt-4 text-xl font-semibold">Kaynak Bulunamadı</h3>
          <p className="mt-2 max-w-md text-muted">Farklı filtreler veya arama terimleri deneyin.</p>
          <Button variant="secondary" className="mt-6" onClick={onReset}>
            Filtreleri temizle
          </Button>
        </div>
      ) : (
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {resources.map((resource) => (
            <li key={resource.id} data-learn-card="">
              <LearnCard
                icons={icons}
                resource={resource}
                imageFailed={failedImages.has(resource.id)}
                onImageError={markFailed}
              />
            </li>
          ))}
        </ul>
      )}
    </>
  )
})
