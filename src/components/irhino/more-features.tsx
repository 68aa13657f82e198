// 'Diğer Özellikler' on /irhino: display modes, cloud storage, geometry support and advanced tools, each with its list.
import type { IRhinoListCard } from '../../shared/schemas/irhino.ts'
import { Card, CardIcon, CardText, CardTitle } from '../ui/card.tsx'
import { IrhinoIconSet as Icon } from './irhino-icon.tsx'

export function MoreFeatures({ cards }: { cards: readonly IRhinoListCard[] }) {
  return (
    <ul className="grid gap-5 md:grid-cols-2">
      {cards.map((card) => (
        <li key={card.title} className="flex">
          <Card className="w-full">
            <CardIcon>
              <Icon name={card.icon} className="size-5" />
            </CardIcon>
            <CardTitle>{card.title}</CardTitle>
            <CardText>{card.description}</CardText>
            <ul aria-label={card.title} className="mt-5 flex flex-wrap gap-2">
              {card.items.map((item) => (
                <li key={item} className="rounded-md bg-surface px-2.5 py-1 text-sm">
                  {item}
                </li>
              ))}
            </ul>
          </Card>
        </li>
      ))}
    </ul>
  )
}
