// "Rhino'yu Kimler Kullanıyor?": five industry cards with an illustration, each linking to its /for/... page.
import { ArrowRight } from 'lucide-react'
import { industriesHeader, industryCards } from '../../data/home.ts'
import type { IndustryCard } from '../../shared/schemas/home.ts'
import { cn } from '../../lib/cn.ts'
import { SmartLink } from '../ui/smart-link.tsx'
import { HomeSection } from './home-section.tsx'
import { RenderImage } from '../ui/render-image.tsx'

// Two wide cards on top, three below on large screens (wide ones crop their illustration to 2:1 so they do not
// tower over the rest); on tablets the first card spans the row with its image beside the text.
const LAYOUT: { card: string; image: string; body: string }[] = [
  {
    card: 'sm:col-span-2 sm:flex-row lg:col-span-3 lg:flex-col',
    image: 'sm:w-1/2 lg:w-full lg:aspect-[2/1]',
    body: 'sm:justify-center lg:justify-start',
  },
  { card: 'lg:col-span-3', image: 'lg:aspect-[2/1]', body: '' },
  { card: 'lg:col-span-2', image: '', body: '' },
  { card: 'lg:col-span-2', image: '', body: '' },
  { card: 'lg:col-span-2', image: '', body: '' },
]

interface IndustryLinkCardProps {
  card: IndustryCard
  layout?: { card: string; image: string; body: string }
}

function IndustryLinkCard({ card, layout }: IndustryLinkCardProps) {
  return (
    <article
      className={cn(
        'group relative flex flex-col overflow-hidden rounded-card border border-line bg-raised shadow-card transition',
        'focus-within:border-accent hover:border-accent motion-safe:hover:-translate-y-1',
        layout?.card,
      )}
    >
      <RenderImage src={card.image} alt={card.imageAlt} className={cn('aspect-[8/5]', layout?.image)} />
      <div className={cn('flex flex-1 flex-col p-6', layout?.body)}>
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
          <IndustryLinkCard key={card.link} card={card} layout={LAYOUT[index]} />
        ))}
      </div>
    </HomeSection>
  )
}
