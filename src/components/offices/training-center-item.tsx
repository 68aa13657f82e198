// A certified training centre: name, 'Sertifikalı' badge and place; opens to its description and its 'Eğitimleri
// İncele' button to the centre's site. An example entry (`ornek: true`) is marked, and its site is plain text after the
// SPEC's words, never a link a visitor could follow.
import { MapPin } from 'lucide-react'
import { memo } from 'react'
import type { TrainingCenter } from '../../shared/schemas/offices.ts'
import { Badge } from '../ui/badge.tsx'
import { ButtonLink } from '../ui/button.tsx'
import { websiteLabel } from './contact-format.ts'
import { ExampleBadge, ExampleNote } from './example-entry.tsx'
import { OfficeDetails } from './office-details.tsx'

/** Memoised: the list around it renders again right after hydration, when it hides the entries after the third. */
export const TrainingCenterItem = memo(function TrainingCenterItem({
  center,
  group,
}: {
  center: TrainingCenter
  group: string
}) {
  return (
    <OfficeDetails
      group={group}
      summary={
        <>
          <span className="flex flex-wrap items-center gap-x-3 gap-y-1.5">
            <span className="text-lg font-semibold">{center.name}</span>
            {center.isOfficial && <Badge variant="secondary">Sertifikalı</Badge>}
            {center.ornek && <ExampleBadge />}
          </span>
          <span className="mt-1.5 flex items-center gap-1.5 text-sm text-muted">
            <MapPin aria-hidden="true" className="size-4 shrink-0" />
            {center.location}
          </span>
        </>
      }
    >
      <p className="max-w-3xl text-pretty">{center.description}</p>
      {center.ornek ? (
        <>
          <p className="mt-5 text-sm">
            <span className="font-medium">Eğitimleri İncele:</span>{' '}
            <span className="break-all">{websiteLabel(center.website)}</span>
          </p>
          <ExampleNote className="mt-1.5" />
        </>
      ) : (
        <ButtonLink href={center.website} className="mt-5">
          Eğitimleri İncele
        </ButtonLink>
      )}
    </OfficeDetails>
  )
})
