// The #kategoriler section of /features: each feature category (Modelleme, Performans, İşbirliği) with its cards.
import type { FeatureGroup, SectionIntro } from '../../data/features'
import { Card, CardIcon, CardText, CardTitle } from '../ui/card'
import { Icon } from '../ui/icon'
import { SectionHeader } from '../ui/section-header'

export function FeatureCategories({ intro, categories }: { intro: SectionIntro; categories: readonly FeatureGroup[] }) {
  return (
    <section id="kategoriler" aria-labelledby="kategoriler-baslik" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20">
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
            <ul className="grid gap-6 md:grid-cols-3">
              {category.features.map((feature) => (
                <li key={feature.title} className="flex">
                  <Card className="w-full">
                    <CardIcon>
                      <Icon name={feature.icon} className="size-5" />
                    </CardIcon>
                    <CardTitle as="h4">{feature.title}</CardTitle>
                    <CardText>{feature.description}</CardText>
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
