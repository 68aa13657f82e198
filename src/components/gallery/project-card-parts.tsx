// What the two gallery project cards (grid and featured) share: the credit line and the link to the project's page.
import type { LucideIcon } from 'lucide-react'
import { galleryProjectPath } from '../../shared/gallery-paths.ts'
import type { GalleryProject } from '../../shared/schemas/gallery.ts'
import { cn } from '../../lib/cn.ts'
import { ButtonLink } from '../ui/button.tsx'

/** Who made a project: the author of a grid project or the organisation of a featured one. */
export function projectCredit(project: GalleryProject): string {
  return 'author' in project ? project.author : project.organization
}

/** Who made the project (author or organisation), after a small icon. */
export function ProjectCredit({
  icon: Icon,
  name,
  className,
}: {
  icon: LucideIcon
  name: string
  className?: string
}) {
  return (
    <p className={cn('flex items-center gap-1.5 text-sm text-muted', className)}>
      <Icon aria-hidden="true" className="size-4" />
      {name}
    </p>
  )
}

/** 'Detayları Görüntüle': the project's own page, its title in the accessible name. */
export function ProjectDetailsLink({ slug, title, label }: { slug: string; title: string; label: string }) {
  return (
    <ButtonLink
      href={galleryProjectPath(slug)}
      variant="secondary"
      className="mt-6 self-start"
      aria-label={`${label}: ${title}`}
    >
      {label}
    </ButtonLink>
  )
}
