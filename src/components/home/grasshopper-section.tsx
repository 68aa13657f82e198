// Grasshopper section: what the visual programming environment offers and a button to its community forum.
import { Check } from 'lucide-react'
import { grasshopper } from '../../data/home.ts'
import { ButtonLink } from '../ui/button.tsx'

export function GrasshopperSection() {
  return (
    <section id="grasshopper" aria-labelledby="grasshopper-baslik" className="bg-surface py-16 sm:py-20">
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 sm:px-6 lg:grid-cols-2 lg:gap-16">
        <div>
          <p className="mb-2 text-sm font-semibold tracking-wide text-accent">{grasshopper.eyebrow}</p>
          <h2 id="grasshopper-baslik" className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
            {grasshopper.title}
          </h2>
          <p className="mt-4 text-lg text-pretty text-muted">{grasshopper.description}</p>
          <ul className="mt-6 space-y-3">
            {grasshopper.highlights.map((highlight) => (
              <li key={highlight} className="flex gap-3">
                <Check aria-hidden="true" className="mt-1 size-4 shrink-0 text-success" />
                <span>{highlight}</span>
              </li>
            ))}
          </ul>
          <ButtonLink href={grasshopper.communityLink} className="mt-8">
            {grasshopper.communityLabel}
          </ButtonLink>
        </div>
        <img
          src={grasshopper.image}
          alt={grasshopper.imageAlt}
          width={640}
          height={360}
          loading="lazy"
          className="aspect-video h-auto w-full rounded-card object-cover shadow-card ring-1 ring-line"
        />
      </div>
    </section>
  )
}
