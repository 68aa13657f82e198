// Recommended plugin cards with their badge (Dahili, Ücretsiz, Ücretli) and an external link.
import { ArrowUpRight } from 'lucide-react'
import type { Plugin, PluginBadge } from '../../shared/schemas/resources'
import { cn } from '../../lib/cn'
import { Badge, type BadgeProps } from '../ui/badge'
import { Card, CardText, CardTitle } from '../ui/card'
import { SmartLink } from '../ui/smart-link'

const BADGE_VARIANT: Record<PluginBadge, BadgeProps['variant']> = {
  Dahili: 'default',
  Ücretsiz: 'secondary',
  Ücretli: 'outline',
}

export function PluginCards({ plugins, linkLabel }: { plugins: readonly Plugin[]; linkLabel: string }) {
  return (
    <ul
      className={cn('grid gap-5 sm:grid-cols-2', plugins.length === 3 ? 'lg:grid-cols-3' : 'lg:grid-cols-4')}
    >
      {plugins.map((plugin) => (
        <li key={plugin.name} className="flex">
          <Card className="w-full">
            {/* The badge sits above the name: long names such as Rhino.Inside.Revit cannot wrap. */}
            <Badge variant={BADGE_VARIANT[plugin.badge]} className="mb-3 self-start">
              {plugin.badge}
            </Badge>
            <CardTitle className="break-words">{plugin.name}</CardTitle>
            <CardText className="flex-1">{plugin.description}</CardText>
            <SmartLink
              href={plugin.link}
              className="mt-4 inline-flex min-h-11 items-center gap-1 self-start font-semibold text-accent hover:underline"
            >
              {linkLabel}
              <span className="sr-only">: {plugin.name}</span>
              <ArrowUpRight aria-hidden="true" className="size-4" />
            </SmartLink>
          </Card>
        </li>
      ))}
    </ul>
  )
}
