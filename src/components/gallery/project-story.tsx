// The body of a gallery project page (/gallery/<slug>): brief, Rhino and Grasshopper work, commands, plug-ins, images.
import { ArrowLeft, Info, MapPin, UserRound } from 'lucide-react'
import type { ReactNode } from 'react'
import type { GalleryProject, ProjectPageTexts } from '../../shared/schemas/gallery.ts'
import { Badge } from '../ui/badge.tsx'
import { SmartLink } from '../ui/smart-link.tsx'
import { RenderImage } from '../ui/render-image.tsx'
import { projectCredit } from './project-card-parts.tsx'

/** The credit line under the hero: author or organisation, and the place when there is one. */
export function ProjectByline({ project }: { project: GalleryProject }) {
  return (
    <p className="mt-6 flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-muted">
      <span className="flex items-center gap-1.5">
        <UserRound aria-hidden="true" className="size-4" />
        {projectCredit(project)}
      </span>
      {project.location && (
        <span className="flex items-center gap-1.5">
          <MapPin aria-hidden="true" className="size-4" />
          {project.location}
        </span>
      )}
    </p>
  )
}

/** "Gösterim modeli" badge and the sentence that says what a demonstration model is and how it was made. */
export function DemonstrationNote({ texts }: { texts: ProjectPageTexts }) {
  return (
    <div className="mt-6 flex max-w-2xl items-start gap-3 rounded-card border border-line bg-bg p-4 text-sm">
      <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent" />
      <p>
        <Badge variant="outline" className="mr-2 align-middle">
          {texts.demonstrationBadge}
        </Badge>
        <span className="text-muted">{texts.demonstrationNote}</span>
      </p>
    </div>
  )
}

function StorySection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-12 first:mt-0">
      <h2 id={id} className="text-2xl font-bold tracking-tight">
        {title}
      </h2>
      <div className="mt-4 text-lg text-pretty text-muted">{children}</div>
    </section>
  )
}

function NameList({ names }: { names: readonly string[] }) {
  return (
    <ul className="flex flex-wrap gap-2" role="list">
      {names.map((name) => (
        <li key={name}>
          <code className="rounded-md border border-line bg-surface px-2.5 py-1 font-mono text-sm text-fg">
            {name}
          </code>
        </li>
      ))}
    </ul>
  )
}

export function ProjectStory({ project, texts }: { project: GalleryProject; texts: ProjectPageTexts }) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6 sm:py-20">
      <StorySection id="proje-istegi" title={texts.briefTitle}>
        <p>{project.brief}</p>
      </StorySection>
      <StorySection id="rhino-calismasi" title={texts.rhinoTitle}>
        <p>{project.rhinoWork}</p>
      </StorySection>
      {project.grasshopperWork && (
        <StorySection id="grasshopper-tanimi" title={texts.grasshopperTitle}>
          <p>{project.grasshopperWork}</p>
        </StorySection>
      )}
      <StorySection id="komutlar" title={texts.commandsTitle}>
        <NameList names={project.commands} />
      </StorySection>
      {project.plugins && project.plugins.length > 0 && (
        <StorySection id="eklentiler" title={texts.pluginsTitle}>
          <NameList names={project.plugins} />
        </StorySection>
      )}
      {project.images?.map((image) => (
        <figure key={image.image} className="mt-12">
          <RenderImage
            src={image.image}
            alt={image.imageAlt}
            width={960}
            className="rounded-card border border-line"
          />
          <figcaption className="mt-3 text-sm text-muted">{image.caption}</figcaption>
        </figure>
      ))}
      <StorySection id="sonuc" title={texts.outcomeTitle}>
        <p>{project.outcome}</p>
      </StorySection>
      <p className="mt-12">
        <SmartLink
          href="/gallery"
          className="inline-flex min-h-11 items-center gap-2 font-semibold text-accent hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {texts.backLabel}
        </SmartLink>
      </p>
    </div>
  )
}
