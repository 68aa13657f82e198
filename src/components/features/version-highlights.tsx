// The version 8 highlights block shown inside the /features hero: a titled checklist.
import { CircleCheck } from 'lucide-react'

export function VersionHighlights({ title, items }: { title: string; items: readonly string[] }) {
  return (
    <div className="mt-10 rounded-card border border-line bg-raised p-6 shadow-card">
      <h2 className="text-sm font-semibold tracking-wide text-accent">{title}</h2>
      <ul className="mt-4 grid gap-x-8 gap-y-3 sm:grid-cols-2">
        {items.map((item) => (
          <li key={item} className="flex gap-3">
            <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
            <span>{item}</span>
          </li>
        ))}
      </ul>
    </div>
  )
}
