// "Rhino 8'e Geç": four feature cards linking to /features/{slug}, plus the button to /features (home.yaml allDetailsLabel).
import { ArrowRight } from 'lucide-react'
import { featureCards, featuresHeader } from '../../data/home.ts'
import type { FeatureCard } from '../../shared/schemas/home.ts'
import { ButtonLink } from '../ui/button.tsx'
import { Card, CardIcon, CardText, CardTitle } from '../ui/card.tsx'
import { HomeIconSet as Icon } from './home-icon.tsx'
import { SmartLink } from '../ui/smart-link.tsx'
import { HomeSection } from './home-section.tsx'

function FeatureLinkCard({ card }: { card: FeatureCard }) {
  return (
    <Card className="group relative transition focus-within:border-accent hover:border-accent motion-safe:hover:-translate-y-1">
      <CardIcon>
        <Icon name={card.icon} className="size-5" />
      </CardIcon>
      <CardTitle>
        <SmartLink
          href={`/features/${card.slug}`}
          className="after:absolute after:inset-0 after:rounded-card"
        >
          {card.title}
        </SmartLink>
      </CardTitle>
      <CardText className="flex-1">{card.description}</CardText>
      <div className="mt-6 flex items-center justify-between gap-3">
        {card.command ? (
          <code className="rounded-md bg-surface px-2 py-1 font-mono text-xs font-medium text-fg ring-1 ring-line">
            {card.command}
          </code>
        ) : (
          <span />
        )}
        <ArrowRight
          aria-hidden="true"
          className="size-5 text-accent transition-transform motion-safe:group-hover:translate-x-1"
        />
      </div>
    </Card>
  )
}

export function FeaturesSection() {
  return (
    <HomeSection
      id="features"
      header={featuresHeader}
      aside={
        <ButtonLink href={featuresHeader.allDetailsLink} variant="secondary">
          {featuresHeader.allDetailsLabel}
        </ButtonLink>
      }
    >
      <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {featureCards.map((card) => (
          <FeatureLinkCard key={card.slug} card={card} />
        ))}
      </div>
    </HomeSection>
  )
}
