// A larger card for an award-winning project on /gallery: illustration, award, organisation and description.
import { Award, Building2 } from 'lucide-react'
import type { FeaturedProject } from '../../shared/schemas/gallery'
import { Card } from '../ui/card'

export function FeaturedProjectCard({ project }: { project: FeaturedProject }) {
  return (
    // Side by side while the two cards stack (sm to lg); stacked image-over-text once they sit in two columns.
    <Card className="h-full overflow-hidden p-0 sm:flex-row lg:flex-col">
      <img
        src={project.image}
        alt={project.imageAlt}
        width={640}
        height={400}
        loading="lazy"
        className="h-auto w-full border-b border-line object-cover sm:w-1/2 sm:border-r sm:border-b-0 sm:object-right lg:w-full lg:border-r-0 lg:border-b lg:object-center"
      />
      <div className="flex flex-1 flex-col p-6 lg:p-8">
        <p className="flex items-start gap-2 font-semibold text-accent">
          <Award aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          {project.award}
        </p>
        <h3 className="mt-3 text-2xl font-bold tracking-tight">{project.title}</h3>
        <p className="mt-2 flex items-center gap-1.5 text-sm text-muted">
          <Building2 aria-hidden="true" className="size-4" />
          {project.organization}
        </p>
        <p className="mt-4 text-pretty text-muted">{project.description}</p>
      </div>
    </Card>
  )
}
