// The header's 'Ofisler' disclosure menu: button with aria-expanded; Escape or an outside click closes it.
import { ChevronDown } from 'lucide-react'
import { useEffect, useId, useRef, useState } from 'react'
import { Link } from 'react-router'
import { officesMenu } from '../../data/navigation.ts'
import { cn } from '../../lib/cn.ts'

export function OfficesMenu({ active }: { active: boolean }) {
  const [open, setOpen] = useState(false)
  const menuId = useId()
  const buttonRef = useRef<HTMLButtonElement>(null)
  const containerRef = useRef<HTMLDivElement>(null)

  useEffect(() => {
    if (!open) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false)
        buttonRef.current?.focus()
      }
    }
    const onPointerDown = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('keydown', onKeyDown)
    document.addEventListener('pointerdown', onPointerDown)
    return () => {
      document.removeEventListener('keydown', onKeyDown)
      document.removeEventListener('pointerdown', onPointerDown)
    }
  }, [open])

  return (
    <div
      ref={containerRef}
      className="relative"
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false)
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
        className={cn(
          'inline-flex min-h-11 items-center gap-1 rounded-button px-3 text-sm font-medium hover:text-accent',
          active ? 'text-accent' : 'text-fg',
        )}
      >
        Ofisler
        <ChevronDown aria-hidden="true" className={cn('size-4 transition-transform', open && 'rotate-180')} />
      </button>
      <ul
        id={menuId}
        hidden={!open}
        className="absolute top-full left-0 z-50 mt-2 w-80 rounded-card border border-line bg-raised p-2 shadow-card"
      >
        {officesMenu.map((item) => (
          <li key={item.href}>
            <Link
              to={item.href}
              onClick={() => setOpen(false)}
              className="block rounded-button px-3 py-2.5 text-sm hover:bg-surface hover:text-accent"
            >
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  )
}
