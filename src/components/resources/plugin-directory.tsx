// The #eklentiler section of /resources: plugin categories, each a card listing its plugins with badge and external link.
import { ExternalLink } from 'lucide-react'
import type { SectionIntro } from '../../shared/schemas/fields.ts'
import type { PluginBadge as PluginBadgeValue, PluginCategory } from '../../shared/schemas/resources.ts'
import { Card } from '../ui/card.tsx'
import { ResourcesIconSet as Icon } from './resources-icon.tsx'
import { SectionHeader } from '../ui/section-header.tsx'
import { SmartLink } from '../ui/smart-link.tsx'
import { PluginBadge } from './plugin-badge.tsx'

export interface PluginDirectoryProps {
  intro: SectionIntro & { badgeLegend: Record<PluginBadgeValue, string> }
  categories: readonly PluginCategory[]
}

export function PluginDirectory({ intro, categories }: PluginDirectoryProps) {
  return (
    <section
      id="eklentiler"
      aria-labelledby="eklentiler-baslik"
      className="mx-auto max-w-7xl px-4 pt-16 sm:px-6 sm:pt-20"
    >
      <SectionHeader
        id="eklentiler-baslik"
        eyebrow={intro.eyebrow}
        title={intro.title}
        lead={intro.lead}
        className="mb-6"
      />
      <dl className="mb-10 flex flex-wrap gap-x-6 gap-y-3 text-sm text-muted">
        {Object.entries(intro.badgeLegend).map(([badge, meaning]) => (
          <div key={badge} className="flex items-center gap-2">
            <dt>
              <PluginBadge badge={badge as PluginBadgeValue} />
            </dt>
            <dd>{meaning}</dd>
          </div>
        ))}
      </dl>
      <div className="grid gap-6 lg:grid-cols-2">
        {categories.map((category) => (
          <Card key={category.title} className="p-0">
            <h3 className="flex items-center gap-3 px-6 pt-6 text-xl font-semibold">
              <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-button bg-accent-soft text-accent">
                <Icon name={category.icon} className="size-5" />
              </span>
              {category.title}
            </h3>
            <ul className="mt-4 flex-1 divide-y divide-line">
              {category.plugins.map((plugin) => (
                <li
                  key={plugin.name}
                  className="group relative px-6 py-5 hover:bg-surface motion-safe:transition-colors"
                >
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <h4 className="font-semibold">
                      {/* The ::after overlay makes the whole row the link's tap target. */}
                      <SmartLink
                        href={plugin.link}
                        className="inline-flex items-center gap-1.5 group-hover:text-accent after:absolute after:inset-0 after:content-['']"
                      >
                        {plugin.name}
                        <ExternalLink aria-hidden="true" className="size-4 text-muted" />
                      </SmartLink>
                    </h4>
                    <PluginBadge badge={plugin.badge} />
                  </div>
                  <p className="mt-2 text-sm text-muted">{plugin.description}</p>
                </li>
              ))}
            </ul>
          </Card>
        ))}
      </div>
    </section>
  )
}
