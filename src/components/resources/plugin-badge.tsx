// Badge of a plugin's availability: Dahili (secondary), Ücretsiz (success look on the default variant), Ücretli (outline).
import type { PluginBadge as PluginBadgeValue } from '../../shared/schemas/resources.ts'
import { cn } from '../../lib/cn.ts'
import { Badge, type BadgeProps } from '../ui/badge.tsx'

export const pluginBadgeStyles: Record<PluginBadgeValue, Pick<BadgeProps, 'variant' | 'className'>> = {
  Dahili: { variant: 'secondary' },
  Ücretsiz: { variant: 'default', className: 'bg-success text-white dark:text-bg' },
  Ücretli: { variant: 'outline' },
}

export function PluginBadge({ badge, className }: { badge: PluginBadgeValue; className?: string }) {
  const style = pluginBadgeStyles[badge]
  return (
    <Badge variant={style.variant} className={cn(style.className, className)}>
      {badge}
    </Badge>
  )
}
