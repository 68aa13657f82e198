// A larger card for a featured project on /gallery: render, award (when there is one), organisation, description, page link.
import { Award, Building2 } from 'lucide-react'
import type { FeaturedProject } from '../../shared/schemas/gallery.ts'
import { Badge } from '../ui/badge.tsx'
import { Card } from '../ui/card.tsx'
import { RenderImage } from '../ui/render-image.tsx'
import { ProjectCredit, ProjectDetailsLink } from './project-card-parts.tsx'

export function FeaturedProjectCard({
  project,
  detailsLabel,
  demonstrationLabel,
}: {
  project: FeaturedProject
  detailsLabel: string
  /** Badge text of a demonstration model (projectPage.demonstrationBadge). */
  demonstrationLabel: string
}) {
  return (
    // Side by side while the two cards stack (sm to lg); stacked image-over-text once they sit in two columns.
    <Card className="h-full overflow-hidden p-0 sm:flex-row lg:flex-col">
      <RenderImage
        src={project.image}
        alt={project.imageAlt}
        className="border-b border-line sm:w-1/2 sm:border-r sm:border-b-0 sm:object-right lg:w-full lg:border-r-0 lg:border-b lg:object-center"
      />
      <div className="flex flex-1 flex-col p-6 lg:p-8">
        {project.award && (
          <p className="mb-3 flex items-start gap-2 font-semibold text-accent">
            <Award aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            {project.award.name} ({project.award.year})
          </p>
        )}
        {project.demonstration && (
          <Badge variant="outline" className="mb-3 self-start">
            {demonstrationLabel}
          </Badge>
        )}
        <h3 className="text-2xl font-bold tracking-tight">{project.title}</h3>
        <ProjectCredit icon={Building2} name={project.organization} className="mt-2" />
        <p className="mt-4 flex-1 text-pretty text-muted">{project.description}</p>
        <ProjectDetailsLink slug={project.slug} title={project.title} label={detailsLabel} />
      </div>
    </Card>
  )
}
