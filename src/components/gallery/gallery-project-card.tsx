// One project card of /gallery: render, category badge, title, author, description and the link to the project page.
import { UserRound } from 'lucide-react'
import type { GalleryItem } from '../../shared/schemas/gallery.ts'
import { Badge } from '../ui/badge.tsx'
import { Card, CardText, CardTitle } from '../ui/card.tsx'
import { RenderImage } from '../ui/render-image.tsx'
import { ProjectCredit, ProjectDetailsLink } from './project-card-parts.tsx'

export interface GalleryProjectCardProps {
  item: GalleryItem
  detailsLabel: string
  /** Badge text of a demonstration model (projectPage.demonstrationBadge). */
  demonstrationLabel: string
  /** Cards in the first row may be on screen at load: no lazy loading; the very first gets high priority. */
  priority?: 'high' | 'eager' | 'lazy'
}

export function GalleryProjectCard({
  item,
  detailsLabel,
  demonstrationLabel,
  priority = 'lazy',
}: GalleryProjectCardProps) {
  return (
    <Card className="h-full overflow-hidden p-0">
      <RenderImage
        src={item.image}
        alt={item.imageAlt}
        priority={priority}
        className="border-b border-line"
      />
      <div className="flex flex-1 flex-col p-6">
        <div className="flex flex-wrap gap-2">
          <Badge variant="secondary">{item.category}</Badge>
          {item.demonstration && <Badge variant="outline">{demonstrationLabel}</Badge>}
        </div>
        <CardTitle className="mt-3">{item.title}</CardTitle>
        <ProjectCredit icon={UserRound} name={item.author} className="mt-1" />
        <CardText className="flex-1">{item.description}</CardText>
        <ProjectDetailsLink slug={item.slug} title={item.title} label={detailsLabel} />
      </div>
    </Card>
  )
}
