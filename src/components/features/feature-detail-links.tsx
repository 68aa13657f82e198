// Cards linking /features to the four feature detail pages; the whole card is one router link.
import { ArrowRight } from 'lucide-react'
import type { FeatureDetailLink } from '../../shared/schemas/features.ts'
import type { SectionIntro } from '../../shared/schemas/fields.ts'
import { Badge } from '../ui/badge.tsx'
import { Card } from '../ui/card.tsx'
import { SectionHeader } from '../ui/section-header.tsx'
import { SmartLink } from '../ui/smart-link.tsx'

export interface FeatureDetailLinksProps {
  intro: SectionIntro & { linkLabel: string }
  pages: readonly FeatureDetailLink[]
}

export function FeatureDetailLinks({ intro, pages }: FeatureDetailLinksProps) {
  return (
    <section aria-labelledby="ayrintilar-baslik" className="mx-auto max-w-7xl px-4 pt-16 sm:px-6 sm:pt-20">
      <SectionHeader id="ayrintilar-baslik" eyebrow={intro.eyebrow} title={intro.title} lead={intro.lead} />
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {pages.map((page) => (
          <li key={page.href} className="flex">
            <Card className="group relative w-full overflow-hidden p-0 hover:border-accent motion-safe:transition motion-safe:hover:-translate-y-1">
              <img
                src={page.image}
                alt={page.imageAlt}
                width={640}
                height={400}
                loading="lazy"
                className="h-auto w-full border-b border-line"
              />
              <div className="flex flex-1 flex-col p-6">
                {page.command && (
                  <Badge variant="secondary" className="self-start font-mono">
                    {page.command}
                  </Badge>
                )}
                <h3 className="mt-3 text-lg font-semibold">
                  {/* The ::after overlay stretches the link over the whole card. */}
                  <SmartLink
                    href={page.href}
                    className="group-hover:text-accent after:absolute after:inset-0 after:rounded-card after:content-['']"
                  >
                    {page.title}
                  </SmartLink>
                </h3>
                <p className="mt-2 flex-1 text-muted">{page.description}</p>
                <span
                  aria-hidden="true"
                  className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-accent"
                >
                  {intro.linkLabel}
                  <ArrowRight className="size-4 motion-safe:transition-transform motion-safe:group-hover:translate-x-1" />
                </span>
              </div>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  )
}
