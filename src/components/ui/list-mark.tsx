// The mark before an item of a feature or rule list: a green check for what a plan or product gives, an amber minus
// for a restriction ("Ticari projelerde kullanılamaz"), which a check would read as its opposite. Decorative: the
// item's text says it.
import { Check, CircleCheck, CircleMinus, Minus } from 'lucide-react'
import { cn } from '../../lib/cn.ts'
import { isRestriction } from '../../shared/text.ts'

export function ListMark({
  text,
  circled = false,
  className,
}: {
  /** The item's text, which decides the mark. */
  text: string
  /** The circled icons (CircleCheck / CircleMinus) instead of the plain ones. @default false */
  circled?: boolean
  className?: string
}) {
  const restriction = isRestriction(text)
  const Icon = restriction ? (circled ? CircleMinus : Minus) : circled ? CircleCheck : Check
  return (
    <Icon
      aria-hidden="true"
      className={cn('shrink-0', restriction ? 'text-warning' : 'text-success', className)}
    />
  )
}
