// Featured projects of a sector page (architecture, marine, jewelry, landscape): gallery projects, each card one link to its page. The
// credit is plain muted text (it is not a link); demonstration models say so.
import { ArrowRight, UserRound } from 'lucide-react'
import { galleryProjectPath } from '../../shared/gallery-paths.ts'
import type { GalleryProject, ProjectPageTexts } from '../../shared/schemas/gallery.ts'
import { cn } from '../../lib/cn.ts'
import { Badge } from '../ui/badge.tsx'
import { RenderImage } from '../ui/render-image.tsx'
import { SmartLink } from '../ui/smart-link.tsx'
import { projectCredit } from '../gallery/project-card-parts.tsx'

export function FeaturedProjects({
  projects,
  texts,
  detailsLabel,
}: {
  projects: readonly GalleryProject[]
  texts: ProjectPageTexts
  detailsLabel: string
}) {
  const single = projects.length === 1
  return (
    <ul className={cn('grid gap-6', !single && 'md:grid-cols-2')}>
      {projects.map((project) => (
        <li key={project.slug}>
          <article
            className={cn(
              'group relative flex h-full flex-col overflow-hidden rounded-card border border-line bg-raised shadow-card transition',
              'focus-within:border-accent hover:border-accent',
              single && 'md:flex-row',
            )}
          >
            <RenderImage
              src={project.image}
              alt={project.imageAlt}
              className={cn('aspect-[8/5]', single && 'md:w-1/2 md:border-r md:border-line')}
            />
            <div className={cn('flex flex-1 flex-col p-6', single && 'md:justify-center md:p-8')}>
              {project.demonstration && (
                <Badge variant="outline" className="mb-3 self-start">
                  {texts.demonstrationBadge}
                </Badge>
              )}
              <h3 className="text-xl font-semibold">
                {/* The ::after overlay makes the whole card the link to the project's page. */}
                <SmartLink
                  href={galleryProjectPath(project.slug)}
                  className="group-hover:text-accent after:absolute after:inset-0 after:rounded-card after:content-['']"
                >
                  {project.title}
                </SmartLink>
              </h3>
              <p className="mt-1 flex items-center gap-1.5 text-sm text-muted">
                <UserRound aria-hidden="true" className="size-4" />
                {projectCredit(project)}
              </p>
              <p className="mt-3 flex-1 text-muted">{project.description}</p>
              <span
                aria-hidden="true"
                className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-accent"
              >
                {detailsLabel}
                <ArrowRight className="size-4 motion-safe:transition-transform motion-safe:group-hover:translate-x-1" />
              </span>
            </div>
          </article>
        </li>
      ))}
    </ul>
  )
}
