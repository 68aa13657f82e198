// Hero carousel controls: one labelled dot per slide, the pause/play toggle and previous/next arrows.
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react'
import { Button } from '../ui/button.tsx'

export interface CarouselControlsProps {
  count: number
  index: number
  paused: boolean
  slidesId: string
  onSelect: (index: number) => void
  onPrevious: () => void
  onNext: () => void
  onTogglePaused: () => void
}

export function CarouselControls(props: CarouselControlsProps) {
  const { count, index, paused, slidesId, onSelect, onPrevious, onNext, onTogglePaused } = props
  return (
    <div className="needs-app mt-8 flex flex-wrap items-center justify-between gap-x-4 gap-y-3">
      <div className="-ml-3.5 flex items-center">
        {Array.from({ length: count }, (_, dot) => (
          <button
            key={dot}
            type="button"
            aria-label={`${dot + 1}. slayta git`}
            aria-current={dot === index ? 'true' : undefined}
            aria-controls={slidesId}
            onClick={() => onSelect(dot)}
            className="carousel-dot"
          >
            <span aria-hidden="true" />
          </button>
        ))}
      </div>
      <div className="flex items-center gap-2">
        <Button
          variant="secondary"
          size="icon"
          aria-label={paused ? 'Otomatik geçişi başlat' : 'Otomatik geçişi durdur'}
          aria-controls={slidesId}
          onClick={onTogglePaused}
        >
          {paused ? (
            <Play aria-hidden="true" className="size-4" />
          ) : (
            <Pause aria-hidden="true" className="size-4" />
          )}
        </Button>
        <Button
          variant="secondary"
          size="icon"
          // Hidden on phones so the dots and the two other buttons fit one row; the dots still go back.
          className="hidden sm:inline-flex"
          aria-label="Önceki slayt"
          aria-controls={slidesId}
          onClick={onPrevious}
        >
          <ChevronLeft aria-hidden="true" className="size-5" />
        </Button>
        <Button
          variant="secondary"
          size="icon"
          aria-label="Sonraki slayt"
          aria-controls={slidesId}
          onClick={onNext}
        >
          <ChevronRight aria-hidden="true" className="size-5" />
        </Button>
      </div>
    </div>
  )
}
