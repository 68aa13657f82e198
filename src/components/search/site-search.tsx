// The header's search: its button and its <dialog> with the search box are in the page from the first paint (the
// inline shell script, src/lib/shell-script.ts, opens the dialog on a click, Ctrl+K / ⌘K or '/', before the app has
// hydrated too); the results' code and the index are fetched when the page is idle or the search opens.
import { Search, X } from 'lucide-react'
import { useEffect, useId, useRef, useState } from 'react'
import { SEARCH_DIALOG_ID, SEARCH_OPEN_ATTRIBUTE, SEARCH_OPEN_EVENT } from '../../lib/shell-script.ts'
import { Tooltip } from '../ui/tooltip.tsx'

type SearchPanelComponent = typeof import('./search-panel.tsx').default

let panelModule: Promise<SearchPanelComponent> | null = null

/** Loads the results' code once (again after a failure). */
function loadPanel(): Promise<SearchPanelComponent> {
  panelModule ??= import('./search-panel.tsx').then(
    (module) => module.default,
    (error: unknown) => {
      panelModule = null
      throw error
    },
  )
  return panelModule
}

const noop = () => undefined

/** Starts fetching the search code and the index as soon as the visitor shows intent. */
function prepare() {
  import('../../lib/search-client.ts').then((client) => client.loadSearch(), noop)
  loadPanel().catch(noop)
}

/** Once the page is idle, fetch the search code, so that opening the search only waits for the index. */
function useIdlePrefetch() {
  useEffect(() => {
    const load = () => {
      import('../../lib/search-client.ts').then((client) => client.prefetchSearchCode(), noop)
      loadPanel().catch(noop)
    }
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = window.setTimeout(load, IDLE_FALLBACK_MS)
      return () => window.clearTimeout(timer)
    }
    const handle = window.requestIdleCallback(load, { timeout: IDLE_FALLBACK_MS })
    return () => window.cancelIdleCallback(handle)
  }, [])
}

/** Where requestIdleCallback is missing (older Safari), or the page never idles: prefetch after this long. */
const IDLE_FALLBACK_MS = 3000

export function SiteSearch() {
  const dialogRef = useRef<HTMLDialogElement>(null)
  const inputRef = useRef<HTMLInputElement>(null)
  const listId = useId()
  const [openCount, setOpenCount] = useState(0)
  // Not React.lazy: React holds back a Suspense boundary's content for up to 300 ms after its fallback showed.
  const [SearchPanel, setSearchPanel] = useState<SearchPanelComponent | null>(null)
  useIdlePrefetch()

  useEffect(() => {
    const onOpen = () => {
      prepare()
      setOpenCount((count) => count + 1)
      loadPanel().then((component) => setSearchPanel(() => component), noop)
    }
    window.addEventListener(SEARCH_OPEN_EVENT, onOpen)
    // Opened before the app had hydrated.
    if (dialogRef.current?.open) onOpen()
    return () => window.removeEventListener(SEARCH_OPEN_EVENT, onOpen)
  }, [])

  return (
    <>
      <Tooltip label="Sitede ara (Ctrl+K)">
        <button
          type="button"
          {...{ [SEARCH_OPEN_ATTRIBUTE]: '' }}
          onFocus={prepare}
          onPointerEnter={prepare}
          aria-haspopup="dialog"
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
      <dialog
        ref={dialogRef}
        id={SEARCH_DIALOG_ID}
        aria-label="Sitede ara"
        className="m-0 h-dvh max-h-none w-full max-w-none bg-bg p-0 text-fg backdrop:bg-black/50 sm:m-auto sm:mt-[10vh] sm:h-auto sm:max-h-[75vh] sm:max-w-2xl sm:rounded-card sm:border sm:border-line sm:shadow-card"
      >
        <div className="flex h-full max-h-[inherit] flex-col">
          <div className="flex items-center gap-2 border-b border-line p-3">
            <Search aria-hidden="true" className="ml-1 size-5 shrink-0 text-muted" />
            <input
              ref={inputRef}
              type="text"
              enterKeyHint="search"
              role="combobox"
              aria-label="Arama metni"
              aria-expanded="false"
              aria-controls={listId}
              aria-autocomplete="list"
              placeholder="Wiki, destek, sayfalar ve eğitimlerde ara…"
              autoComplete="off"
              spellCheck={false}
              className="min-h-11 flex-1 bg-transparent text-base outline-none placeholder:text-muted"
            />
            {/* A dialog form's button closes the dialog, with or without the app. */}
            <form method="dialog">
              <button
                aria-label="Aramayı kapat"
                className="inline-flex size-11 items-center justify-center rounded-button hover:bg-surface"
              >
                <X aria-hidden="true" className="size-5" />
              </button>
            </form>
          </div>
          {SearchPanel ? (
            <SearchPanel listId={listId} openCount={openCount} dialog={dialogRef} input={inputRef} />
          ) : (
            <p id={listId} className="flex-1 p-4 text-sm text-muted" aria-live="polite">
              Arama hazırlanıyor…
            </p>
          )}
          <p className="hidden border-t border-line px-4 py-2 text-xs text-muted sm:block">
            ↑ ↓ ile gezinin, Enter ile açın, Esc ile kapatın.
          </p>
        </div>
      </dialog>
    </>
  )
}
