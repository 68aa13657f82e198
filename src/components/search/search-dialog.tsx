// The search dialog (loaded on first use): a native modal <dialog> with grouped, highlighted results.
import { Search, X } from 'lucide-react'
import { useCallback, useId, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react'
import { useNavigate } from 'react-router'
import { loadSearch, readRecentQueries, rememberQuery, useSearchEngine } from '../../lib/search-client.ts'
import {
  SEARCH_KIND_LABELS,
  type SearchHitView as SearchHit,
  type SearchKind,
} from '../../shared/search/kinds.ts'
import { isExternalUrl } from '../../lib/link-clicks.ts'
import { SearchResultList } from './search-result-list.tsx'

const KIND_ORDER: SearchKind[] = ['wiki', 'support', 'page', 'learn']

export interface SearchDialogProps {
  /** Changes every time the visitor asks to open the dialog. */
  openSignal: number
  /** Called when the dialog closes, to give focus back to the trigger. */
  onClose: () => void
  /** Returns (and clears) what the visitor typed before the dialog was ready. */
  takeTypedAhead: () => string
}

export default function SearchDialog({ openSignal, onClose, takeTypedAhead }: SearchDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null)
  const inputRef = useRef<HTMLInputElement>(null)
  const [query, setQuery] = useState('')
  const [active, setActive] = useState(0)
  const { engine, status, revision } = useSearchEngine()
  // Re-read on every opening: a query chosen last time is listed now.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const recent = useMemo(() => readRecentQueries(), [openSignal])
  const navigate = useNavigate()
  const listId = useId()

  const openDialog = useCallback(() => {
    loadSearch()
    const dialog = dialogRef.current
    if (dialog && !dialog.open) dialog.showModal()
    const typed = takeTypedAhead()
    if (typed) {
      setQuery((current) => current + typed)
      setActive(0)
    } else {
      inputRef.current?.select()
    }
  }, [takeTypedAhead])

  const closeDialog = useCallback(() => dialogRef.current?.close(), [])

  // A layout effect: the keys typed meanwhile must be in the input before the browser handles the next key,
  // which lands in the (then focused) input and would otherwise replace them.
  useLayoutEffect(() => {
    // Opening is an external event (a shortcut or button outside this lazily loaded component); it shows the
    // native dialog and hands over keys typed meanwhile, once per request.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (openSignal > 0) openDialog()
  }, [openSignal, openDialog])

  const hits = useMemo(
    () => (engine && query.trim() ? engine.search(query, { limit: 24 }) : []),
    // revision: the engine object stays the same when its full index arrives.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [engine, revision, query],
  )
  // Groups follow their best hit, so the first option (what Enter opens) is the best match overall.
  const groups = useMemo(
    () =>
      KIND_ORDER.map((kind) => ({
        kind,
        label: SEARCH_KIND_LABELS[kind],
        hits: hits.filter((hit) => hit.kind === kind),
      }))
        .filter((group) => group.hits.length > 0)
        .sort((a, b) => b.hits[0]!.score - a.hits[0]!.score),
    [hits],
  )
  const ordered = useMemo(() => groups.flatMap((group) => group.hits), [groups])
  const activeIndex = Math.min(active, Math.max(ordered.length - 1, 0))

  const openHit = (hit: SearchHit) => {
    rememberQuery(query)
    closeDialog()
    if (isExternalUrl(hit.url)) window.open(hit.url, '_blank', 'noopener,noreferrer')
    else if (/^(mailto:|tel:)/.test(hit.url)) window.location.href = hit.url
    else void navigate(hit.url)
  }

  const onInputKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      if (ordered.length === 0) return
      const step = event.key === 'ArrowDown' ? 1 : -1
      setActive((activeIndex + step + ordered.length) % ordered.length)
    } else if (event.key === 'Enter') {
      const hit = ordered[activeIndex]
      if (hit) {
        event.preventDefault()
        openHit(hit)
      }
    }
  }

  const optionId = (index: number) => `${listId}-option-${index}`

  return (
    <>
      <dialog
        ref={dialogRef}
        aria-label="Sitede ara"
        onClose={onClose}
        onClick={(event) => event.target === dialogRef.current && closeDialog()}
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
              aria-expanded={ordered.length > 0}
              aria-controls={listId}
              aria-autocomplete="list"
              aria-activedescendant={ordered.length > 0 ? optionId(activeIndex) : undefined}
              value={query}
              onChange={(event) => {
                setQuery(event.target.value)
                setActive(0)
              }}
              onKeyDown={onInputKeyDown}
              placeholder="Wiki, destek, sayfalar ve eğitimlerde ara…"
              autoComplete="off"
              spellCheck={false}
              className="min-h-11 flex-1 bg-transparent text-base outline-none placeholder:text-muted"
            />
            <button
              type="button"
              onClick={closeDialog}
              aria-label="Aramayı kapat"
              className="inline-flex size-11 items-center justify-center rounded-button hover:bg-surface"
            >
              <X aria-hidden="true" className="size-5" />
            </button>
          </div>
          <SearchResultList
            listId={listId}
            query={query}
            status={status}
            groups={groups}
            activeId={ordered.length > 0 ? optionId(activeIndex) : undefined}
            optionId={(hit) => optionId(ordered.indexOf(hit))}
            recent={recent}
            onPickRecent={(value) => {
              setQuery(value)
              inputRef.current?.focus()
            }}
            onOpen={openHit}
            onHover={(hit) => setActive(ordered.indexOf(hit))}
          />
          <p className="hidden border-t border-line px-4 py-2 text-xs text-muted sm:block">
            ↑ ↓ ile gezinin, Enter ile açın, Esc ile kapatın.
          </p>
        </div>
      </dialog>
    </>
  )
}
