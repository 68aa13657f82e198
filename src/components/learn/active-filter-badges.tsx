// Badges for the active learn filters; each is a button that removes its filter. Browser.
import { X } from 'lucide-react'
import { languageLabel, sectorLabel } from '../../lib/learn-filter.ts'
import { truncate } from '../../shared/truncate.ts'
import { badgeVariants } from '../ui/badge.tsx'
import { cn } from '../../lib/cn.ts'
import type { LearnFilterControls } from './use-learn-filters.ts'

function RemovableBadge({ label, onRemove }: { label: string; onRemove: () => void }) {
  return (
    <li>
      <button
        type="button"
        onClick={onRemove}
        aria-label={`${label} filtresini kaldır`}
        className={cn(
          badgeVariants({ variant: 'secondary' }),
          'min-h-11 max-w-full gap-1.5 py-1 pr-3 pl-4 text-sm hover:bg-accent hover:text-accent-fg',
        )}
      >
        <span className="min-w-0 truncate">{label}</span>
        <X aria-hidden="true" className="size-4 shrink-0" />
      </button>
    </li>
  )
}

export function ActiveFilterBadges({ controls }: { controls: LearnFilterControls }) {
  const { filters } = controls
  const query = filters.query.trim()
  const badges = [
    query && { key: 'query', label: `Arama: “${truncate(query, 40)}”`, remove: () => controls.setQuery('') },
    filters.language !== 'all' && {
      key: 'language',
      label: `Dil: ${languageLabel(filters.language)}`,
      remove: () => controls.setLanguage('all'),
    },
    filters.sector !== 'all' && {
      key: 'sector',
      label: `Sektör: ${sectorLabel(filters.sector)}`,
      remove: () => controls.setSector('all'),
    },
  ].filter((badge) => !!badge)

  if (badges.length === 0) return null
  return (
    <div className="mt-4 flex flex-wrap items-center gap-2">
      <span className="text-sm text-muted">Etkin filtreler:</span>
      <ul className="flex min-w-0 flex-wrap gap-2">
        {badges.map((badge) => (
          <RemovableBadge key={badge.key} label={badge.label} onRemove={badge.remove} />
        ))}
      </ul>
      {badges.length > 1 && (
        <button
          type="button"
          onClick={controls.clearAll}
          className="min-h-11 rounded-button px-2 text-sm font-semibold text-accent underline-offset-4 hover:underline"
        >
          Tümünü temizle
        </button>
      )}
    </div>
  )
}
