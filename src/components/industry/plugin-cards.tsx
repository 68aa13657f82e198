// Recommended plugin cards with their badge (Dahili, Ücretsiz, Ücretli) and an external link.
import { ArrowUpRight } from 'lucide-react'
import type { Plugin } from '../../shared/schemas/resources.ts'
import { cn } from '../../lib/cn.ts'
import { PluginBadge } from '../resources/plugin-badge.tsx'
import { Card, CardText, CardTitle } from '../ui/card.tsx'
import { SmartLink } from '../ui/smart-link.tsx'

export function PluginCards({ plugins, linkLabel }: { plugins: readonly Plugin[]; linkLabel: string }) {
  return (
    <ul
      className={cn('grid gap-5 sm:grid-cols-2', plugins.length === 3 ? 'lg:grid-cols-3' : 'lg:grid-cols-4')}
    >
      {plugins.map((plugin) => (
        <li key={plugin.name} className="flex">
          <Card className="w-full">
            {/* The badge sits above the name: long names such as Rhino.Inside.Revit cannot wrap. */}
            {/* The same badge colours as /resources (one component for the plug-in badge site-wide). */}
            <PluginBadge badge={plugin.badge} className="mb-3 self-start" />
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
