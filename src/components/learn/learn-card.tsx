// One learning resource: image, language and sector badges, category, duration, type, text and its action links.
import { CirclePlay, Clock, Layers, Mail } from 'lucide-react'
import { useId } from 'react'
import type { LearningResource } from '../../data/learn'
import { cn } from '../../lib/cn'
import { MailLink } from '../toast/mail-link'
import { Badge } from '../ui/badge'
import { buttonVariants, ButtonLink } from '../ui/button'
import { LearnCardImage } from './learn-card-image'

export interface LearnCardProps {
  resource: LearningResource
  imageFailed: boolean
  onImageError: (id: string) => void
}

function PurchaseLink({ href, describedBy }: { href: string; describedBy: string }) {
  if (href.startsWith('mailto:')) {
    return (
      <MailLink
        href={href as `mailto:${string}`}
        aria-describedby={describedBy}
        className={cn(buttonVariants(), 'flex-1')}
      >
        Satın Al
        <Mail aria-hidden="true" className="size-4" />
      </MailLink>
    )
  }
  return (
    <ButtonLink href={href} aria-describedby={describedBy} className="flex-1">
      Satın Al
    </ButtonLink>
  )
}

export function LearnCard({ resource, imageFailed, onImageError }: LearnCardProps) {
  const titleId = useId()
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-card border border-line bg-raised shadow-card motion-safe:transition-transform motion-safe:hover:-translate-y-0.5">
      <LearnCardImage resource={resource} failed={imageFailed} onError={onImageError} />
      <div className="flex flex-1 flex-col p-5">
        <div className="flex flex-wrap gap-2">
          <Badge>{resource.language}</Badge>
          {resource.sector !== 'Genel' && <Badge variant="outline">{resource.sector}</Badge>}
        </div>
        <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted">
          <li className="flex items-center gap-1.5">
            <Layers aria-hidden="true" className="size-4" />
            {resource.category}
          </li>
          <li className="flex items-center gap-1.5">
            <Clock aria-hidden="true" className="size-4" />
            {resource.duration}
          </li>
          <li className="flex items-center gap-1.5">
            <CirclePlay aria-hidden="true" className="size-4" />
            {resource.type}
          </li>
        </ul>
        <h3 id={titleId} className="mt-3 text-lg font-semibold text-balance">
          {resource.title}
        </h3>
        <p className="mt-2 flex-1 text-sm text-pretty text-muted">{resource.description}</p>
        <div className="mt-5 flex flex-wrap gap-2">
          {resource.isPurchase ? (
            <>
              <ButtonLink
                href={resource.link}
                variant="secondary"

                aria-describedby={titleId}
                className="flex-1"
              >
                Önizleme
              </ButtonLink>
              <PurchaseLink href={resource.purchaseLink} describedBy={titleId} />
            </>
          ) : (
            <ButtonLink href={resource.link} aria-describedby={titleId} className="flex-1">
              Başla
            </ButtonLink>
          )}
        </div>
      </div>
    </article>
  )
}
