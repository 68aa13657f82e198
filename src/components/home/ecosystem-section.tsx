// Ecosystem section: five external link cards (add-ons, forum, training, news, developers), each in a new tab.
import { ExternalLink } from 'lucide-react'
import { ecosystemHeader, ecosystemItems } from '../../data/home.ts'
import type { EcosystemItem } from '../../shared/schemas/home.ts'
import { Card, CardIcon, CardText, CardTitle } from '../ui/card.tsx'
import { HomeIconSet as Icon } from './home-icon.tsx'
import { SmartLink } from '../ui/smart-link.tsx'
import { HomeSection } from './home-section.tsx'

function EcosystemCard({ item }: { item: EcosystemItem }) {
  return (
    <Card className="group relative transition focus-within:border-accent hover:border-accent motion-safe:hover:-translate-y-1">
      <div className="flex items-start justify-between">
        <CardIcon>
          <Icon name={item.icon} className="size-5" />
        </CardIcon>
        <ExternalLink aria-hidden="true" className="size-4 text-muted group-hover:text-accent" />
      </div>
      <CardTitle className="text-base">
        <SmartLink href={item.link} className="after:absolute after:inset-0 after:rounded-card">
          {item.title}
        </SmartLink>
      </CardTitle>
      <CardText className="text-sm">{item.description}</CardText>
    </Card>
  )
}

export function EcosystemSection() {
  return (
    <HomeSection id="ekosistem" header={ecosystemHeader}>
      <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5">
        {ecosystemItems.map((item) => (
          <EcosystemCard key={item.link} item={item} />
        ))}
      </div>
    </HomeSection>
  )
}
