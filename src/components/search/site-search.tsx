// The header's search button and shortcuts (Ctrl+K / ⌘K, '/'); the dialog itself is loaded on first use.
import { Search } from 'lucide-react'
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react'
import { loadSearch } from '../../lib/search-client'
import { Tooltip } from '../ui/tooltip'

const loadDialog = () => import('./search-dialog')
const SearchDialog = lazy(loadDialog)

function isTypingTarget(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))
  )
}

/** Starts fetching the dialog code and the search index as soon as the visitor shows intent. */
function prepare() {
  loadSearch()
  void loadDialog()
}

export function SiteSearch() {
  const triggerRef = useRef<HTMLButtonElement>(null)
  const [openSignal, setOpenSignal] = useState(0)
  // Keys typed after the shortcut but before the dialog's code has arrived are kept, not lost.
  const typedAhead = useRef<string | null>(null)
  const open = useCallback(() => {
    prepare()
    if (typedAhead.current === null) typedAhead.current = ''
    setOpenSignal((value) => value + 1)
  }, [])
  const takeTypedAhead = useCallback(() => {
    const text = typedAhead.current ?? ''
    typedAhead.current = null
    return text
  }, [])

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (
        typedAhead.current !== null &&
        event.key.length === 1 &&
        !event.ctrlKey &&
        !event.metaKey &&
        !event.altKey
      ) {
        typedAhead.current += event.key
        event.preventDefault()
        return
      }
      const shortcut = (event.ctrlKey || event.metaKey) && event.key.toLocaleLowerCase('en') === 'k'
      if (
        shortcut ||
        (event.key === '/' && !isTypingTarget(event.target) && !event.ctrlKey && !event.metaKey)
      ) {
        event.preventDefault()
        open()
      }
    }
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [open])

  return (
    <>
      <Tooltip label="Sitede ara (Ctrl+K)">
        <button
          ref={triggerRef}
          type="button"
          onClick={open}
          onFocus={prepare}
          onPointerEnter={prepare}
          aria-keyshortcuts="Control+K Meta+K /"
          className="inline-flex size-11 items-center justify-center rounded-button hover:bg-surface xl:w-auto xl:gap-2 xl:border xl:border-line xl:px-3 xl:text-sm xl:text-muted"
        >
          <Search aria-hidden="true" className="size-5 xl:size-4" />
          <span className="sr-only xl:not-sr-only">Ara</span>
          <kbd
            aria-hidden="true"
            className="hidden rounded border border-line px-1.5 font-sans text-xs xl:inline"
          >
            Ctrl K
          </kbd>
        </button>
      </Tooltip>
      {openSignal > 0 && (
        <Suspense fallback={null}>
          <SearchDialog
            openSignal={openSignal}
            takeTypedAhead={takeTypedAhead}
            onClose={() => triggerRef.current?.focus()}
          />
        </Suspense>
      )}
    </>
  )
}
