// The three info cards at the bottom of /learn: certified training, the community forum and the documentation.
import { learnInfoCards, learnInfoSection } from '../../data/learn.ts'
import { ButtonLink } from '../ui/button.tsx'
import { Card, CardIcon, CardText, CardTitle } from '../ui/card.tsx'
import { LearnIconSet as Icon } from './learn-icon.tsx'
import { SectionHeader } from '../ui/section-header.tsx'

export function LearnInfoCards() {
  return (
    <section aria-labelledby="ogrenme-destegi" className="bg-surface">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20">
        <SectionHeader id="ogrenme-destegi" title={learnInfoSection.title} lead={learnInfoSection.lead} />
        <ul className="grid gap-6 md:grid-cols-3">
          {learnInfoCards.map((card) => (
            <li key={card.title}>
              <Card className="h-full">
                <CardIcon>
                  <Icon name={card.icon} className="size-5" />
                </CardIcon>
                <CardTitle>{card.title}</CardTitle>
                <CardText className="flex-1">{card.description}</CardText>
                <ButtonLink href={card.href} variant="link" className="mt-5 self-start">
                  {card.linkLabel}
                </ButtonLink>
              </Card>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
