// The search's results (loaded on first use): it follows the search box of the header's dialog (site-search.tsx),
// which exists before this code arrives, and lists grouped, highlighted results; arrows move, Enter opens.
import { useEffect, useMemo, useState, type RefObject } from 'react'
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

export interface SearchPanelProps {
  listId: string
  /** Grows every time the search opens. */
  openCount: number
  dialog: RefObject<HTMLDialogElement | null>
  input: RefObject<HTMLInputElement | null>
}

export default function SearchPanel({ listId, openCount, dialog, input }: SearchPanelProps) {
  // What was typed before this code arrived is already in the box.
  const [query, setQuery] = useState(() => input.current?.value ?? '')
  const [active, setActive] = useState(0)
  const { engine, status, revision } = useSearchEngine()
  // Re-read on every opening: a query chosen last time is listed now.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const recent = useMemo(() => readRecentQueries(), [openCount])
  const navigate = useNavigate()

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
  const optionId = (index: number) => `${listId}-option-${index}`

  const openHit = (hit: SearchHit) => {
    rememberQuery(query)
    dialog.current?.close()
    if (isExternalUrl(hit.url)) window.open(hit.url, '_blank', 'noopener,noreferrer')
    else if (/^(mailto:|tel:)/.test(hit.url)) window.location.href = hit.url
    else void navigate(hit.url)
  }

  useEffect(() => {
    loadSearch()
  }, [openCount])

  // The search box is the shell's: its typing and keys reach this panel through listeners.
  useEffect(() => {
    const box = input.current
    if (!box) return
    const onInput = () => {
      setQuery(box.value)
      setActive(0)
    }
    const onKeyDown = (event: KeyboardEvent) => {
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
    // What was typed between this panel's first render and now (a busy phone runs effects late) is read here: those
    // input events came before the listener.
    if (box.value !== query) onInput()
    box.addEventListener('input', onInput)
    box.addEventListener('keydown', onKeyDown)
    return () => {
      box.removeEventListener('input', onInput)
      box.removeEventListener('keydown', onKeyDown)
    }
  })

  // The combobox's state lives on the shell's search box.
  useEffect(() => {
    const box = input.current
    if (!box) return
    box.setAttribute('aria-expanded', String(ordered.length > 0))
    if (ordered.length > 0) box.setAttribute('aria-activedescendant', optionId(activeIndex))
    else box.removeAttribute('aria-activedescendant')
  })

  return (
    <SearchResultList
      listId={listId}
      query={query}
      status={status}
      groups={groups}
      activeId={ordered.length > 0 ? optionId(activeIndex) : undefined}
      optionId={(hit) => optionId(ordered.indexOf(hit))}
      recent={recent}
      onPickRecent={(value) => {
        pickRecent(input.current, value)
        setQuery(value)
      }}
      onOpen={openHit}
      onHover={(hit) => setActive(ordered.indexOf(hit))}
    />
  )
}

/** A recent search put back into the box, which keeps the focus (the box is the dialog's, not this component's). */
function pickRecent(box: HTMLInputElement | null, value: string) {
  if (!box) return
  box.value = value
  box.focus()
}
