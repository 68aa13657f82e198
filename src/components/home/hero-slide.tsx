// One hero carousel slide (WAI-ARIA "slide" group): subtitle, title, description, the two buttons and the image.
// The body is rendered to HTML at build time (HeroSlideBody, in the home loader) and reaches the browser in the page's
// HTML (PageHtml); the frame that shows or hides it is the only part that runs in the browser.
import { useEffect, useRef } from 'react'
import { heroButtons } from '../../data/home.ts'
import type { HeroSlide as HeroSlideData } from '../../shared/schemas/home.ts'
import { cn } from '../../lib/cn.ts'
import { ButtonLink } from '../ui/button.tsx'
import { PageHtml } from '../../lib/page-fragment.tsx'

export interface HeroSlideProps {
  /** The id of the slide's pre-rendered body (HeroSlideBody, kept by the home loader). */
  body: string
  position: number
  total: number
  active: boolean
  /** The slide is shown or comes next: its image loads now (HeroSlideBody leaves the later slides' images unloaded). */
  near: boolean
}

export function HeroSlide({ body, position, total, active, near }: HeroSlideProps) {
  const frame = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (near) for (const image of frame.current?.querySelectorAll('img[data-src]') ?? []) loadImage(image)
  }, [near])
  return (
    <div
      ref={frame}
      role="group"
      aria-roledescription="slide"
      aria-label={`${position} / ${total}`}
      aria-hidden={active ? undefined : true}
      inert={!active}
      className={cn(
        'grid content-start gap-8 [grid-area:1/1] lg:grid-cols-[minmax(0,1fr)_minmax(0,1.15fr)] lg:content-center lg:items-center lg:gap-14',
        // The images cross-fade over the spec's 1 s; the texts never show together: the outgoing one fades out in the
        // first 0.3 s, the incoming one fades in over the last 0.5 s (its body is the text block and the image).
        '[&>div>*]:transition-opacity [&>div>*]:ease-in-out motion-reduce:[&>div>*]:transition-none',
        active
          ? '[&>div>div]:opacity-100 [&>div>div]:delay-500 [&>div>div]:duration-500 [&>div>img]:opacity-100 [&>div>img]:duration-1000'
          : 'pointer-events-none [&>div>*]:opacity-0 [&>div>div]:duration-300 [&>div>img]:duration-1000',
      )}
    >
      <PageHtml id={body} />
    </div>
  )
}

/** Gives an image held back by HeroSlideBody its sources, so that the browser loads it. */
function loadImage(image: Element) {
  const { src } = (image as HTMLImageElement).dataset
  if (src) image.setAttribute('src', src)
  image.removeAttribute('data-src')
}

/**
 * Build time: a slide's text, buttons and image. The first slide's image is the page's LCP element: loaded at once,
 * at high priority. The other slides' images stay in the page without a source until their slide comes near
 * (HeroSlide), so they take no bandwidth from the first one: they overlap it, and lazy loading would load them.
 */
export function HeroSlideBody({ slide, first }: { slide: HeroSlideData; first: boolean }) {
  const source = first ? { src: slide.image } : { 'data-src': slide.image }
  return (
    <>
      <div>
        <p className="text-sm font-semibold tracking-wide text-accent">{slide.subtitle}</p>
        <h2 className="mt-3 text-4xl font-bold tracking-tight text-balance sm:text-5xl">{slide.title}</h2>
        <p className="mt-5 max-w-xl text-lg text-pretty text-muted">{slide.description}</p>
        <div className="mt-8 flex flex-wrap gap-3">
          <ButtonLink href={heroButtons.trial.href} className="px-4 sm:px-5">
            {heroButtons.trial.label}
          </ButtonLink>
          <ButtonLink href={heroButtons.learnMore.href} variant="secondary" className="px-4 sm:px-5">
            {heroButtons.learnMore.label}
          </ButtonLink>
        </div>
      </div>
      <img
        {...source}
        alt={slide.imageAlt}
        width={1200}
        height={675}
        loading={first ? 'eager' : 'lazy'}
        fetchPriority={first ? 'high' : undefined}
        className="order-first aspect-video h-auto w-full rounded-card object-cover shadow-card ring-1 ring-line lg:order-none"
      />
    </>
  )
}
