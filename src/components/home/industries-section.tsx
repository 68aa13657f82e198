// "Rhino'yu Kimler Kullanıyor?": five industry cards with an illustration, each linking to its /for/... page.
import { ArrowRight } from 'lucide-react'
import { industriesHeader, industryCards, type IndustryCard } from '../../data/home'
import { cn } from '../../lib/cn'
import { SmartLink } from '../ui/smart-link'
import { HomeSection } from './home-section'

// Two wide cards on top, three below on large screens; the first card spans the row on small ones.
// Wide cards crop their illustration to 2:1 so they do not tower over the narrow ones.
const LAYOUT: { card: string; image: string }[] = [
  { card: 'sm:col-span-2 lg:col-span-3', image: 'sm:aspect-[2/1]' },
  { card: 'lg:col-span-3', image: 'lg:aspect-[2/1]' },
  { card: 'lg:col-span-2', image: '' },
  { card: 'lg:col-span-2', image: '' },
  { card: 'lg:col-span-2', image: '' },
]

interface IndustryLinkCardProps {
  card: IndustryCard
  className?: string
  imageClassName?: string
}

function IndustryLinkCard({ card, className, imageClassName }: IndustryLinkCardProps) {
  return (
    <article
      className={cn(
        'group relative flex flex-col overflow-hidden rounded-card border border-line bg-raised shadow-card transition',
        'focus-within:border-accent hover:border-accent motion-safe:hover:-translate-y-1',
        className,
      )}
    >
      <img
        src={card.image}
        alt={card.imageAlt}
        width={640}
        height={400}
        loading="lazy"
        className={cn('aspect-[16/10] h-auto w-full object-cover', imageClassName)}
      />
      <div className="flex flex-1 flex-col p-6">
        <h3 className="flex items-center justify-between gap-3 text-lg font-semibold">
          <SmartLink href={card.link} className="after:absolute after:inset-0 after:rounded-card">
            {card.title}
          </SmartLink>
          <ArrowRight
            aria-hidden="true"
            className="size-5 shrink-0 text-accent transition-transform motion-safe:group-hover:translate-x-1"
          />
        </h3>
        <p className="mt-2 text-muted">{card.description}</p>
      </div>
    </article>
  )
}

export function IndustriesSection() {
  return (
    <HomeSection id="sektorler" header={industriesHeader}>
      <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-6">
        {industryCards.map((card, index) => (
          <IndustryLinkCard
            key={card.link}
            card={card}
            className={LAYOUT[index]?.card}
            imageClassName={LAYOUT[index]?.image}
          />
        ))}
      </div>
    </HomeSection>
  )
}
