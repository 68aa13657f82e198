// Home hero: the page H1 and a WAI-ARIA carousel of the five Rhino 8 slides (5 s rotation, 1 s cross-fade).
// Pre-rendered on slide 1, so without JavaScript the first slide and its buttons show.
import { CarouselControls } from './carousel-controls.tsx'
import { HeroSlide } from './hero-slide.tsx'
import { useCarousel } from './use-carousel.ts'

const SLIDES_ID = 'hero-slides'

export interface HeroCarouselProps {
  /** The page's h1 above the carousel. */
  heading: string
  /** The carousel's accessible name. */
  label: string
  /** The ids of the slides' bodies, pre-rendered at build time (HeroSlideBody) and kept in the page's HTML. */
  slides: readonly string[]
}

export function HeroCarousel({ heading, label, slides }: HeroCarouselProps) {
  const carousel = useCarousel(slides.length)
  return (
    <div className="bg-surface">
      <div className="mx-auto max-w-7xl px-4 pt-10 pb-12 sm:px-6 lg:pt-14 lg:pb-16">
        <h1 className="mb-8 inline-flex items-center gap-2 rounded-full border border-line bg-raised px-3.5 py-1.5 text-sm font-medium text-muted">
          <span aria-hidden="true" className="size-2 rounded-full bg-teal" />
          {heading}
        </h1>
        <section aria-roledescription="carousel" aria-label={label} {...carousel.regionProps}>
          <div id={SLIDES_ID} aria-live={carousel.rotating ? 'off' : 'polite'} className="grid">
            {slides.map((body, index) => (
              <HeroSlide
                key={index}
                body={body}
                position={index + 1}
                total={slides.length}
                active={index === carousel.index}
                near={index === carousel.index || index === (carousel.index + 1) % slides.length}
              />
            ))}
          </div>
          <CarouselControls
            count={slides.length}
            index={carousel.index}
            paused={carousel.paused}
            slidesId={SLIDES_ID}
            onSelect={carousel.goTo}
            onPrevious={carousel.previous}
            onNext={carousel.next}
            onTogglePaused={carousel.togglePaused}
          />
        </section>
      </div>
    </div>
  )
}
