// The marker of an example entry (data flagged `ornek: true`: written while the site was built, not the company's own
// data). Such an entry is shown marked, its phone, e-mail and site as plain text, never as a link a visitor could
// call, write to or follow, and it is left out of the structured data; the deploy refuses production while one is
// left (scripts/launch/). Build and browser.
import { cn } from '../../lib/cn.ts'
import { Badge } from '../ui/badge.tsx'

export const EXAMPLE_LABEL = 'Örnek kayıt'

/** The one-line explanation under an example entry's contact data. */
export const EXAMPLE_NOTE =
  'Örnek kayıt: bu bilgiler sitenin hazırlanması sırasında örnek olarak yazıldı, gerçek değildir.'

export function ExampleBadge({ className }: { className?: string }) {
  return (
    <Badge variant="outline" data-example="" className={className}>
      {EXAMPLE_LABEL}
    </Badge>
  )
}

export function ExampleNote({ className }: { className?: string }) {
  return <p className={cn('text-sm text-muted', className)}>{EXAMPLE_NOTE}</p>
}
