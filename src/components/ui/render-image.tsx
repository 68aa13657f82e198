// A product render (the 8:5 WebP images of scripts/imagery/): its size written out so nothing shifts while it loads,
// lazy unless the caller knows it may be on screen at load. Plain markup, so static parts may use it.
import type { ComponentProps } from 'react'
import { cn } from '../../lib/cn.ts'

export interface RenderImageProps extends Omit<ComponentProps<'img'>, 'width' | 'height' | 'loading'> {
  src: string
  alt: string
  /** Intrinsic width in CSS pixels; the height follows the renders' 8:5. @default 640 */
  width?: number
  /** 'high' for the one image that may be the largest on screen at load, 'eager' for others above the fold. @default 'lazy' */
  priority?: 'high' | 'eager' | 'lazy'
}

export function RenderImage({ width = 640, priority = 'lazy', className, ...props }: RenderImageProps) {
  return (
    <img
      width={width}
      height={Math.round((width * 5) / 8)}
      loading={priority === 'lazy' ? 'lazy' : undefined}
      fetchPriority={priority === 'high' ? 'high' : undefined}
      decoding="async"
      className={cn('h-auto w-full bg-surface object-cover', className)}
      {...props}
    />
  )
}
