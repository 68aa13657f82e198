// In-page links to every /download group (plain #anchors, so they work without JavaScript).
import type { DownloadGroup } from '../../data/download'

export function GroupJumpList({ label, groups }: { label: string; groups: readonly DownloadGroup[] }) {
  return (
    <nav aria-label={label} className="mt-8">
      <p className="text-sm font-semibold text-muted">{label}</p>
      <ul className="mt-3 flex flex-wrap gap-2">
        {groups.map((group) => (
          <li key={group.id}>
            <a
              href={`#${group.id}`}
              className="inline-flex min-h-11 items-center rounded-full border border-line bg-raised px-4 text-sm font-medium hover:border-accent hover:text-accent"
            >
              {group.title}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
