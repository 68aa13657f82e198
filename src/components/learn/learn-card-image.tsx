// A learn card's 640×360 image; when it fails to load, an ImageOff placeholder takes the same box. Browser.
import { IconMarkup } from '../ui/icon-markup.tsx'
import type { LearningResource } from '../../shared/schemas/learn.ts'

export interface LearnCardImageProps {
  resource: LearningResource
  failed: boolean
  onError: (id: string) => void
  /** SVG markup of the placeholder icon (loader data). */
  missingIcon: string
}

export function LearnCardImage({ resource, failed, onError, missingIcon }: LearnCardImageProps) {
  if (failed) {
    return (
      <div
        role="img"
        aria-label={`${resource.imageAlt} (görsel yüklenemedi)`}
        data-image-fallback=""
        className="flex aspect-video w-full items-center justify-center bg-surface text-muted"
      >
        <IconMarkup svg={missingIcon} className="size-10" />
      </div>
    )
  }
  return (
    <img
      src={resource.image}
      alt={resource.imageAlt}
      width={640}
      height={360}
      loading="lazy"
      decoding="async"
      onError={() => onError(resource.id)}
      // An image that already failed before hydration fires no onError any more: check once on mount.
      ref={(image) => {
        if (image?.complete && image.naturalWidth === 0) onError(resource.id)
      }}
      className="aspect-video h-auto w-full bg-surface object-cover"
    />
  )
}
