// The header's 'Ofisler' menu: a native <details> (opens and closes without the app); Escape, a click outside or a
// chosen link close it (the inline shell script, src/lib/shell-script.ts).
import { ChevronDown } from 'lucide-react'
import { Link } from 'react-router'
import { officesMenu } from '../../data/navigation.ts'
import { cn } from '../../lib/cn.ts'
import { MENU_ATTRIBUTE } from '../../lib/shell-script.ts'

export function OfficesMenu({ active }: { active: boolean }) {
  return (
    <details {...{ [MENU_ATTRIBUTE]: '' }} className="group relative">
      <summary
        className={cn(
          'inline-flex min-h-11 cursor-pointer list-none items-center gap-1 rounded-button px-3 text-sm font-medium hover:text-accent [&::-webkit-details-marker]:hidden',
          active ? 'text-accent' : 'text-fg',
        )}
      >
        Ofisler
        <ChevronDown aria-hidden="true" className="size-4 transition-transform group-open:rotate-180" />
      </summary>
      <ul className="absolute top-full left-0 z-50 mt-2 w-80 rounded-card border border-line bg-raised p-2 shadow-card">
        {officesMenu.map((item) => (
          <li key={item.href}>
            <Link
              to={item.href}
              className="block rounded-button px-3 py-2.5 text-sm hover:bg-surface hover:text-accent"
            >
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </details>
  )
}
