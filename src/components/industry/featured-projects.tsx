// Featured project cards (image, title, organisation, description); shown on the architecture and marine pages.
import type { IndustryProject } from '../../shared/schemas/industries.ts'
import { RenderImage } from '../ui/render-image.tsx'

export function FeaturedProjects({ projects }: { projects: readonly IndustryProject[] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-2">
      {projects.map((project) => (
        <li key={project.title}>
          <article className="h-full overflow-hidden rounded-card border border-line bg-raised shadow-card">
            <RenderImage src={project.image} alt={project.imageAlt} className="aspect-[8/5]" />
            <div className="p-6">
              <h3 className="text-xl font-semibold">{project.title}</h3>
              <p className="mt-1 text-sm font-medium text-accent">{project.organization}</p>
              <p className="mt-3 text-muted">{project.description}</p>
            </div>
          </article>
        </li>
      ))}
    </ul>
  )
}
