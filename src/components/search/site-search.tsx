// The header's search button and shortcuts (Ctrl+K / ⌘K, '/'); the dialog's code is fetched when the page is idle.
import { Search } from 'lucide-react'
import { useCallback, useEffect, useRef, useState } from 'react'
import { Tooltip } from '../ui/tooltip.tsx'

type SearchDialogComponent = typeof import('./search-dialog.tsx').default

let dialogModule: Promise<SearchDialogComponent> | null = null

/** Loads the dialog's code once (again after a failure). */
function loadDialog(): Promise<SearchDialogComponent> {
  dialogModule ??= import('./search-dialog.tsx').then(
    (module) => module.default,
    (error: unknown) => {
      dialogModule = null
      throw error
    },
  )
  return dialogModule
}

function isTypingTarget(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))
  )
}

// Dynamic imports keep all search code out of every page's first load. A failure (offline, a new deployment) is
// retried on the next attempt; the dialog reports it when opened.
const noop = () => undefined

type SearchClient = typeof import('../../lib/search-client.ts')

/** The search client, once it has arrived: then opening requests the index synchronously, before rendering. */
let searchClient: SearchClient | null = null
const importClient = () => import('../../lib/search-client.ts').then((module) => (searchClient = module))

/** Fetches the search code (dialog, client, loader, engine), not the index. */
function loadCode() {
  importClient().then((client) => client.prefetchSearchCode(), noop)
  loadDialog().catch(noop)
}

/** Starts fetching the search code and the index as soon as the visitor shows intent. */
function prepare() {
  if (searchClient) searchClient.loadSearch()
  else importClient().then((client) => client.loadSearch(), noop)
  loadDialog().catch(noop)
}

/** Once the page is idle, fetch the search code, so that opening the dialog only waits for the index. */
function useIdlePrefetch() {
  useEffect(() => {
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = window.setTimeout(loadCode, IDLE_FALLBACK_MS)
      return () => window.clearTimeout(timer)
    }
    const handle = window.requestIdleCallback(loadCode, { timeout: IDLE_FALLBACK_MS })
    return () => window.cancelIdleCallback(handle)
  }, [])
}

/** Where requestIdleCallback is missing (older Safari), or the page never idles: prefetch after this long. */
const IDLE_FALLBACK_MS = 3000

/** The event that opens the header's search from elsewhere on the page (the 404 page's 'Sitede ara'). */
const OPEN_EVENT = 'site-search:open'

export function openSiteSearch() {
  window.dispatchEvent(new Event(OPEN_EVENT))
}

export function SiteSearch() {
  const triggerRef = useRef<HTMLButtonElement>(null)
  const [openSignal, setOpenSignal] = useState(0)
  // Not React.lazy: React holds back a Suspense boundary's content for up to 300 ms after its fallback showed.
  const [SearchDialog, setSearchDialog] = useState<SearchDialogComponent | null>(null)
  // Keys typed after the shortcut but before the dialog's code has arrived are kept, not lost.
  const typedAhead = useRef<string | null>(null)
  useIdlePrefetch()
  const open = useCallback(() => {
    prepare()
    if (typedAhead.current === null) typedAhead.current = ''
    setOpenSignal((value) => value + 1)
    loadDialog().then(
      (component) => setSearchDialog(() => component),
      () => {
        // Offline or a new deployment: stop holding keys back; the next attempt loads again.
        typedAhead.current = null
      },
    )
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
    window.addEventListener(OPEN_EVENT, open)
    return () => {
      window.removeEventListener('keydown', onKeyDown)
      window.removeEventListener(OPEN_EVENT, open)
    }
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
      {openSignal > 0 && SearchDialog && (
        <SearchDialog
          openSignal={openSignal}
          takeTypedAhead={takeTypedAhead}
          onClose={() => triggerRef.current?.focus()}
        />
      )}
    </>
  )
}
