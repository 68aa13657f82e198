// The search dialog's body: recent queries, loading and empty states, or results grouped by kind.
import { ArrowUpRight, Clock } from 'lucide-react'
import type { SearchHitView as SearchHit, SearchKind } from '../../shared/search/kinds.ts'
import { cn } from '../../lib/cn.ts'
import { isExternalUrl } from '../../lib/link-clicks.ts'
import { HighlightedText } from './highlighted-text.tsx'

export interface SearchResultListProps {
  listId: string
  query: string
  status: 'idle' | 'loading' | 'ready' | 'error'
  groups: { kind: SearchKind; label: string; hits: SearchHit[] }[]
  activeId?: string
  optionId: (hit: SearchHit) => string
  recent: string[]
  onPickRecent: (query: string) => void
  onOpen: (hit: SearchHit) => void
  onHover: (hit: SearchHit) => void
}

export function SearchResultList(props: SearchResultListProps) {
  const { listId, query, status, groups, activeId, optionId, recent, onPickRecent, onOpen, onHover } = props
  const trimmed = query.trim()
  let message: string | null = null
  if (!trimmed && recent.length === 0)
    message = 'Aradığınız konuyu yazın; örneğin "lisans", "çökme" veya "ShrinkWrap".'
  else if (trimmed && status === 'error')
    message = 'Arama dizini yüklenemedi. Bağlantınızı kontrol edip tekrar deneyin.'
  else if (trimmed && status !== 'ready') message = 'Arama dizini yükleniyor…'
  else if (trimmed && groups.length === 0)
    message = `"${trimmed.slice(0, 80)}" için sonuç bulunamadı. Farklı bir kelime deneyin.`

  return (
    <div className="flex-1 overflow-y-auto p-2" aria-live="polite">
      {!trimmed && recent.length > 0 && (
        <section aria-label="Son aramalar" className="p-2">
          <h2 className="px-2 text-xs font-semibold tracking-wide text-muted uppercase">Son aramalar</h2>
          <ul className="mt-2">
            {recent.map((item) => (
              <li key={item}>
                <button
                  type="button"
                  onClick={() => onPickRecent(item)}
                  className="flex min-h-11 w-full items-center gap-2 rounded-button px-2 text-left hover:bg-surface"
                >
                  <Clock aria-hidden="true" className="size-4 text-muted" />
                  {item}
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
      {message && <p className="px-4 py-8 text-center text-muted">{message}</p>}
      <div id={listId} role="listbox" aria-label="Arama sonuçları" hidden={groups.length === 0 || !trimmed}>
        {groups.map((group) => (
          <div key={group.kind} role="group" aria-labelledby={`${listId}-${group.kind}`} className="mb-2">
            <p
              id={`${listId}-${group.kind}`}
              className="px-3 pt-2 pb-1 text-xs font-semibold tracking-wide text-muted uppercase"
            >
              {group.label}
            </p>
            {group.hits.map((hit) => {
              const id = optionId(hit)
              const external = isExternalUrl(hit.url)
              // Each option is the link itself: middle-click, Ctrl/⌘+click and "copy link" work as on any link;
              // a plain click (like Enter) opens the hit in the app and closes the dialog.
              return (
                <a
                  key={hit.url}
                  id={id}
                  role="option"
                  aria-selected={id === activeId}
                  tabIndex={-1}
                  href={hit.url}
                  {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                  onClick={(event) => {
                    if (
                      event.button !== 0 ||
                      event.metaKey ||
                      event.ctrlKey ||
                      event.shiftKey ||
                      event.altKey
                    )
                      return
                    event.preventDefault()
                    onOpen(hit)
                  }}
                  onMouseMove={() => onHover(hit)}
                  className={cn(
                    'flex cursor-pointer items-start gap-3 rounded-button px-3 py-2.5',
                    id === activeId ? 'bg-accent-soft' : 'hover:bg-surface',
                  )}
                >
                  <div className="min-w-0 flex-1">
                    <p className="font-medium">
                      <HighlightedText text={hit.title} terms={hit.terms} />
                    </p>
                    <p className="mt-0.5 line-clamp-2 text-sm text-muted">
                      <HighlightedText text={hit.description} terms={hit.terms} />
                    </p>
                  </div>
                  {external && (
                    <ArrowUpRight
                      aria-label="Yeni sekmede açılır"
                      className="mt-1 size-4 shrink-0 text-muted"
                    />
                  )}
                </a>
              )
            })}
          </div>
        ))}
      </div>
    </div>
  )
}
