// A larger card for an award-winning project on /gallery: illustration, award, organisation and description.
import { Award, Building2 } from 'lucide-react'
import type { FeaturedProject } from '../../data/gallery'
import { Card } from '../ui/card'

export function FeaturedProjectCard({ project }: { project: FeaturedProject }) {
  return (
    <Card className="h-full overflow-hidden p-0">
      <img
        src={project.image}
        alt={project.imageAlt}
        width={640}
        height={400}
        loading="lazy"
        className="h-auto w-full border-b border-line"
      />
      <div className="flex flex-1 flex-col p-6 sm:p-8">
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
