// The #kategoriler section of /features: each feature category (Modelleme, Performans, İşbirliği) with its cards.
import type { FeatureGroup } from '../../shared/schemas/features.ts'
import type { SectionIntro } from '../../shared/schemas/fields.ts'
import { Card, CardIcon, CardText, CardTitle } from '../ui/card.tsx'
import { FeaturesIconSet as Icon } from './features-icon.tsx'
import { SectionHeader } from '../ui/section-header.tsx'

export function FeatureCategories({
  intro,
  categories,
}: {
  intro: SectionIntro
  categories: readonly FeatureGroup[]
}) {
  return (
    <section
      id="kategoriler"
      aria-labelledby="kategoriler-baslik"
      className="mx-auto max-w-7xl px-4 pt-16 sm:px-6 sm:pt-20"
    >
      <SectionHeader id="kategoriler-baslik" {...intro} />
      <div className="space-y-12">
        {categories.map((category) => (
          <div key={category.title} className="xl:grid xl:grid-cols-[13rem_1fr] xl:gap-8">
            <h3 className="mb-5 flex items-center gap-3 text-xl font-semibold xl:mt-6 xl:items-start">
              <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-button bg-accent text-accent-fg xl:-mt-1">
                <Icon name={category.icon} className="size-5" />
              </span>
              {category.title}
            </h3>
            <ul className="grid gap-4 lg:grid-cols-3 lg:gap-6">
              {category.features.map((feature) => (
                <li key={feature.title} className="flex">
                  {/* Below lg the cards stack; a row layout keeps them short there. */}
                  <Card className="w-full sm:flex-row sm:gap-5 lg:flex-col lg:gap-0">
                    <div className="shrink-0">
                      <CardIcon>
                        <Icon name={feature.icon} className="size-5" />
                      </CardIcon>
                    </div>
                    <div>
                      <CardTitle as="h4">{feature.title}</CardTitle>
                      <CardText>{feature.description}</CardText>
                    </div>
                  </Card>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </section>
  )
}
