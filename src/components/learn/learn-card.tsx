// One learning resource: image, language and sector badges, category, duration, type, text and its action links.
import { useId } from 'react'
import type { LearningResource } from '../../shared/schemas/learn.ts'
import { LEARN_TYPE_LABELS } from '../../shared/learn-type-labels.ts'
import { cn } from '../../lib/cn.ts'
import { SmartLink } from '../ui/smart-link.tsx'
import { IconMarkup } from '../ui/icon-markup.tsx'
import { Badge } from '../ui/badge.tsx'
import { buttonVariants, ButtonLink } from '../ui/button.tsx'
import { LearnCardImage } from './learn-card-image.tsx'

/** The card's icons as SVG markup rendered at build time (loader data), so their code stays out of the page. */
export interface LearnCardIcons {
  category: string
  duration: string
  type: string
  mail: string
  /** Shown in place of an image that failed to load. */
  imageMissing: string
  /** The empty state of the results. */
  noResults: string
}

export interface LearnCardProps {
  resource: LearningResource
  icons: LearnCardIcons
  imageFailed: boolean
  onImageError: (id: string) => void
}

function PurchaseLink({
  href,
  describedBy,
  mailIcon,
}: {
  href: string
  describedBy: string
  mailIcon: string
}) {
  if (href.startsWith('mailto:')) {
    return (
      <SmartLink
        href={href}
        aria-describedby={describedBy}
        className={cn(buttonVariants(), 'flex-1 whitespace-nowrap')}
      >
        {/* It opens the mail program, so it says so. */}
        E-postayla Satın Al
        <IconMarkup svg={mailIcon} className="size-4" />
      </SmartLink>
    )
  }
  return (
    <ButtonLink href={href} aria-describedby={describedBy} className="flex-1">
      Satın Al
    </ButtonLink>
  )
}

export function LearnCard({ resource, icons, imageFailed, onImageError }: LearnCardProps) {
  const titleId = useId()
  const targetId = useId()
  // The schema allows linkTarget only with a link.
  const describedBy = resource.linkTarget ? `${titleId} ${targetId}` : titleId
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-card border border-line bg-raised shadow-card motion-safe:transition-transform motion-safe:hover:-translate-y-0.5">
      <LearnCardImage
        resource={resource}
        failed={imageFailed}
        onError={onImageError}
        missingIcon={icons.imageMissing}
      />
      <div className="flex flex-1 flex-col p-5">
        <div className="flex flex-wrap gap-2">
          <Badge>{resource.language}</Badge>
          {resource.sector !== 'Genel' && <Badge variant="outline">{resource.sector}</Badge>}
        </div>
        <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted">
          <li className="flex items-center gap-1.5">
            <IconMarkup svg={icons.category} className="size-4" />
            {resource.category}
          </li>
          <li className="flex items-center gap-1.5">
            <IconMarkup svg={icons.duration} className="size-4" />
            {resource.duration}
          </li>
          <li className="flex items-center gap-1.5">
            <IconMarkup svg={icons.type} className="size-4" />
            {LEARN_TYPE_LABELS[resource.type]}
          </li>
        </ul>
        <h3 id={titleId} className="mt-3 text-lg font-semibold text-balance">
          {resource.title}
        </h3>
        <p className="mt-2 flex-1 text-sm text-pretty text-muted">{resource.description}</p>
        <div className="mt-5 flex flex-wrap gap-2">
          {resource.isPurchase ? (
            <>
              {/* A course without a preview shows only how to buy it. */}
              {resource.link && (
                <ButtonLink
                  href={resource.link}
                  variant="secondary"
                  aria-describedby={describedBy}
                  className="flex-1 whitespace-nowrap"
                >
                  Önizleme
                </ButtonLink>
              )}
              <PurchaseLink href={resource.purchaseLink} describedBy={titleId} mailIcon={icons.mail} />
            </>
          ) : (
            <ButtonLink href={resource.link} aria-describedby={describedBy} className="flex-1">
              Başla
            </ButtonLink>
          )}
        </div>
        {/* The SPEC's 'Başla'/'Önizleme' stay; where the link leads to a general page, the card says which. */}
        {resource.linkTarget && (
          <p id={targetId} className="mt-2 text-xs text-muted">
            Bağlantının gittiği yer: {resource.linkTarget} (kaynağın kendi sayfası değil)
          </p>
        )}
      </div>
    </article>
  )
}
