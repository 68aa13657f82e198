// Breadcrumb bar: home icon, then items; the last item and items without a link are plain text.
import { ChevronRight, House } from 'lucide-react'
import { Link } from 'react-router'
import type { BreadcrumbItem } from '../../shared/route-manifest.ts'

export function Breadcrumb({ items }: { items: readonly BreadcrumbItem[] }) {
  return (
    <nav aria-label="Sayfa konumu" className="border-b border-line bg-surface print:hidden">
      <ol className="mx-auto flex max-w-7xl flex-wrap items-center gap-1 px-4 py-3 text-sm text-muted sm:px-6">
        <li className="flex items-center">
          <Link to="/" className="inline-flex size-8 items-center justify-center rounded hover:text-accent">
            <House aria-hidden="true" className="size-4" />
            <span className="sr-only">Ana Sayfa</span>
          </Link>
        </li>
        {items.map((item, index) => {
          const last = index === items.length - 1
          return (
            <li key={`${item.label}-${index}`} className="flex items-center gap-1">
              <ChevronRight aria-hidden="true" className="size-4 shrink-0" />
              {item.href && !last ? (
                <Link to={item.href} className="rounded px-1 hover:text-accent hover:underline">
                  {item.label}
                </Link>
              ) : (
                <span
                  aria-current={last ? 'page' : undefined}
                  className={last ? 'px-1 font-medium text-fg' : 'px-1'}
                >
                  {item.label}
                </span>
              )}
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
