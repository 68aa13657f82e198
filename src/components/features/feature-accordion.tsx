// The #tum-ozellikler section of /features: a native exclusive accordion (<details name>) of the five tool groups.
import { ChevronDown, Check } from 'lucide-react'
import type { ExpandableFeatureGroup } from '../../shared/schemas/features.ts'
import type { SectionIntro } from '../../shared/schemas/fields.ts'
import { FeaturesIconSet as Icon } from './features-icon.tsx'
import { SectionHeader } from '../ui/section-header.tsx'

/** Shared `name` makes the browser keep at most one group open; works without JavaScript. */
export const FEATURE_ACCORDION_NAME = 'feature-groups'

export function FeatureAccordion({
  intro,
  groups,
}: {
  intro: SectionIntro
  groups: readonly ExpandableFeatureGroup[]
}) {
  return (
    <section
      id="tum-ozellikler"
      aria-labelledby="tum-ozellikler-baslik"
      className="mx-auto max-w-7xl px-4 pt-16 sm:px-6 sm:pt-20"
    >
      <SectionHeader id="tum-ozellikler-baslik" {...intro} />
      <div className="space-y-4">
        {groups.map((group, index) => (
          <details
            key={group.id}
            id={group.id}
            name={FEATURE_ACCORDION_NAME}
            // The first group starts open so the content is visible at a glance; it closes like any other.
            open={index === 0}
            className="group rounded-card border border-line bg-raised shadow-card"
          >
            <summary className="flex min-h-11 cursor-pointer list-none items-center gap-4 rounded-card p-5 sm:p-6 [&::-webkit-details-marker]:hidden">
              <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-button bg-accent-soft text-accent">
                <Icon name={group.icon} className="size-5" />
              </span>
              <span className="min-w-0 flex-1">
                <span className="block text-lg font-semibold">{group.title}</span>
                <span className="mt-1 block text-sm text-muted">{group.summary}</span>
              </span>
              <ChevronDown
                aria-hidden="true"
                className="size-5 shrink-0 text-muted group-open:rotate-180 motion-safe:transition-transform"
              />
            </summary>
            <div className="grid gap-8 border-t border-line px-5 py-6 sm:grid-cols-2 sm:px-6 lg:grid-cols-3">
              {group.sections.map((section) => (
                <div key={section.title}>
                  <h3 className="font-semibold">{section.title}</h3>
                  <ul className="mt-3 space-y-2 text-sm">
                    {section.items.map((item) => (
                      <li key={item} className="flex gap-2">
                        <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent" />
                        <span>{item}</span>
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
            </div>
          </details>
        ))}
      </div>
    </section>
  )
}
