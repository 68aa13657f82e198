// One hero carousel slide (WAI-ARIA "slide" group): subtitle, title, description, the two buttons and the image.
// The body is rendered to HTML at build time (HeroSlideBody, in the home loader) and reaches the browser in the page's
// HTML (PageHtml); the frame that shows or hides it is the only part that runs in the browser.
import { useEffect, useRef } from 'react'
import { heroButtons } from '../../data/home.ts'
import type { HeroSlide as HeroSlideData } from '../../shared/schemas/home.ts'
import { cn } from '../../lib/cn.ts'
import { ButtonLink } from '../ui/button.tsx'
import { PageHtml } from '../../lib/page-fragment.tsx'
import { HERO_SIZES } from '../../shared/hero-images.ts'

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
    if (near)
      for (const held of frame.current?.querySelectorAll<HTMLTemplateElement>('template[data-hero-image]') ??
        [])
        held.replaceWith(held.content.cloneNode(true))
  }, [near])
  return (
    <div
      ref={frame}
      role="group"
      aria-roledescription="slide"
      aria-label={`${position} / ${total}`}
      aria-hidden={active ? undefined : true}
      inert={!active}
      // Its grid and cross-fade (hero-slide in app.css) follow aria-hidden.
      className="hero-slide"
    >
      <PageHtml id={body} />
    </div>
  )
}

/**
 * Build time: a slide's text, buttons and image. The first slide's image is the page's LCP element: loaded at once,
 * at high priority (the home page's meta preloads it). The other slides' images wait in a <template> (inert: nothing
 * in it loads) until their slide comes near (HeroSlide), so they take no bandwidth from the first one: they overlap
 * it, and lazy loading would load them. `avif`: the `srcset` of the image's AVIF copies, when it has them
 * (heroAvifCopies).
 */
export function HeroSlideBody({
  slide,
  first,
  avif,
}: {
  slide: HeroSlideData
  first: boolean
  avif?: string
}) {
  // The grid item (the <picture> when there is one) goes above the text on phones, beside it from 1024 px.
  const place = 'order-first lg:order-none'
  const image = (
    <img
      src={slide.image}
      alt={slide.imageAlt}
      width={1200}
      height={675}
      loading={first ? 'eager' : 'lazy'}
      fetchPriority={first ? 'high' : undefined}
      className={cn(
        'aspect-video h-auto w-full rounded-card object-cover shadow-card ring-1 ring-line',
        !avif && place,
      )}
    />
  )
  const picture = avif ? (
    <picture className={place}>
      <source type="image/avif" srcSet={avif} sizes={HERO_SIZES} />
      {image}
    </picture>
  ) : (
    image
  )
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
      {first ? picture : <template data-hero-image="">{picture}</template>}
    </>
  )
}
