// The other-resources cards of /resources: documentation, community, downloadable content and developer tools.
import type { SectionIntro } from '../../shared/schemas/fields.ts'
import type { OtherResource } from '../../shared/schemas/resources.ts'
import { ButtonLink } from '../ui/button.tsx'
import { Card, CardIcon, CardText, CardTitle } from '../ui/card.tsx'
import { ResourcesIconSet as Icon } from './resources-icon.tsx'
import { SectionHeader } from '../ui/section-header.tsx'

export function OtherResources({
  intro,
  resources,
}: {
  intro: SectionIntro
  resources: readonly OtherResource[]
}) {
  return (
    <section
      aria-labelledby="diger-kaynaklar-baslik"
      className="mx-auto max-w-7xl px-4 pt-16 sm:px-6 sm:pt-20"
    >
      <SectionHeader id="diger-kaynaklar-baslik" {...intro} />
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {resources.map((resource) => (
          <li key={resource.title} className="flex">
            <Card className="w-full">
              <CardIcon>
                <Icon name={resource.icon} className="size-5" />
              </CardIcon>
              <CardTitle>{resource.title}</CardTitle>
              <CardText className="flex-1">{resource.description}</CardText>
              <ButtonLink href={resource.link} variant="link" className="mt-4 min-h-11 self-start">
                {resource.linkLabel}
              </ButtonLink>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  )
}
