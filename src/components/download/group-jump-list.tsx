// In-page links to every /download group (plain #anchors, so they work without JavaScript).
import type { DownloadGroup } from '../../shared/schemas/download.ts'

export function GroupJumpList({ label, groups }: { label: string; groups: readonly DownloadGroup[] }) {
  return (
    <nav aria-label={label} className="mt-8">
      <p className="text-sm font-semibold text-muted">{label}</p>
      {/* One scrollable row on phones keeps the trial card near the top (w-0 + min-w keeps the row from widening the hero); wraps from 640 px up. */}
      <ul className="-mx-4 mt-2 flex w-0 min-w-[calc(100%+2rem)] gap-2 overflow-x-auto px-4 py-1.5 sm:mx-0 sm:w-auto sm:min-w-0 sm:flex-wrap sm:overflow-visible sm:px-0">
        {groups.map((group) => (
          <li key={group.id} className="shrink-0">
            <a
              href={`#${group.id}`}
              className="inline-flex min-h-11 items-center rounded-full border border-line bg-raised px-4 text-sm font-medium whitespace-nowrap hover:border-accent hover:text-accent"
            >
              {group.title}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
