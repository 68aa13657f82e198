// A decorative icon whose SVG markup was rendered at build time (loader data), sized by the wrapper's classes.
import { cn } from '../../lib/cn.ts'

export function IconMarkup({ svg, className }: { svg: string; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn('inline-flex shrink-0 *:size-full', className)}
      dangerouslySetInnerHTML={{ __html: svg }}
    />
  )
}
