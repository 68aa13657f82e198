// Build time only (static parts, rendered in loaders): an area's icon component, drawing the names of
// src/shared/icons.ts from lucide-react. The `.server` suffix makes React Router refuse it in browser code, so the
// icons stay out of the browser's JavaScript: interactive parts receive SVG markup (renderIcon) instead.
import * as lucide from 'lucide-react'
import type { LucideProps } from 'lucide-react'
import type { ComponentType } from 'react'
import { AREA_ICON_NAMES, type AreaIconName, type IconArea } from '../../shared/icons.ts'

type IconComponent = ComponentType<LucideProps>

/** A decorative icon component for exactly the area's names (aria-hidden); unknown names render nothing. */
export function iconSet<Area extends IconArea>(area: Area) {
  type Name = AreaIconName<Area>
  const icons = new Map<string, IconComponent>(AREA_ICON_NAMES[area].map((name) => [name, lucide[name]]))
  function Icon({ name, ...props }: LucideProps & { name: Name | (string & {}) }) {
    const Component = icons.get(name)
    return Component ? <Component aria-hidden="true" {...props} /> : null
  }
  /** Whether the set can draw this name. */
  Icon.has = (name: string): name is Name => icons.has(name)
  return Icon
}
