// One project card of /gallery: render, category badge, title, author, description and the link to the project page.
import { UserRound } from 'lucide-react'
import { galleryProjectPath } from '../../shared/gallery-paths'
import type { GalleryItem } from '../../shared/schemas/gallery'
import { Badge } from '../ui/badge'
import { ButtonLink } from '../ui/button'
import { Card, CardText, CardTitle } from '../ui/card'
import { RenderImage } from '../ui/render-image'

export interface GalleryProjectCardProps {
  item: GalleryItem
  detailsLabel: string
  /** Cards in the first row may be on screen at load: no lazy loading; the very first gets high priority. */
  priority?: 'high' | 'eager' | 'lazy'
}

export function GalleryProjectCard({ item, detailsLabel, priority = 'lazy' }: GalleryProjectCardProps) {
  return (
    <Card className="h-full overflow-hidden p-0">
      <RenderImage
        src={item.image}
        alt={item.imageAlt}
        priority={priority}
        className="border-b border-line"
      />
      <div className="flex flex-1 flex-col p-6">
        <Badge variant="secondary" className="self-start">
          {item.category}
        </Badge>
        <CardTitle className="mt-3">{item.title}</CardTitle>
        <p className="mt-1 flex items-center gap-1.5 text-sm text-muted">
          <UserRound aria-hidden="true" className="size-4" />
          {item.author}
        </p>
        <CardText className="flex-1">{item.description}</CardText>
        <ButtonLink
          href={galleryProjectPath(item.slug)}
          variant="secondary"
          className="mt-6 self-start"
          aria-label={`${detailsLabel}: ${item.title}`}
        >
          {detailsLabel}
        </ButtonLink>
      </div>
    </Card>
  )
}
