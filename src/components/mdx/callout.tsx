// MDX: a note, tip or warning box.
import { Info, Lightbulb, TriangleAlert } from 'lucide-react'
import type { ReactNode } from 'react'
import { cn } from '../../lib/cn.ts'

const STYLES = {
  note: { icon: Info, className: 'border-accent bg-accent-soft/60', label: 'Not' },
  tip: { icon: Lightbulb, className: 'border-teal bg-teal/5', label: 'İpucu' },
  warning: { icon: TriangleAlert, className: 'border-warning bg-warning/10', label: 'Uyarı' },
} as const

export function Callout({
  type = 'note',
  title,
  children,
}: {
  type?: keyof typeof STYLES
  title?: string
  children: ReactNode
}) {
  const style = STYLES[type] ?? STYLES.note
  const IconComponent = style.icon
  return (
    <aside
      data-callout=""
      className={cn('not-prose my-6 rounded-card border-l-4 p-5', style.className)}
      aria-label={title ?? style.label}
    >
      <p className="flex items-center gap-2 font-semibold">
        <IconComponent aria-hidden="true" className="size-5 shrink-0" />
        {title ?? style.label}
      </p>
      {/* Not prose (the box draws its own look), so its lists get their markers here: preflight removes them. */}
      <div className="mt-2 space-y-2 [&_a]:text-accent [&_a]:underline [&_ol]:list-decimal [&_ol]:space-y-1.5 [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:space-y-1.5 [&_ul]:pl-6">
        {children}
      </div>
    </aside>
  )
}
