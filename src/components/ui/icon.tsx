// Icon sets: each area builds a small name → lucide component map from the names its data uses (tree-shaken).
import type { LucideProps } from 'lucide-react'
import type { ComponentType } from 'react'

export type IconComponent = ComponentType<LucideProps>

/** A decorative icon component for exactly the given names (aria-hidden); unknown names render nothing. */
export function createIcon<Name extends string>(icons: Record<Name, IconComponent>) {
  function Icon({ name, ...props }: LucideProps & { name: Name | (string & {}) }) {
    const Component: IconComponent | undefined = Object.hasOwn(icons, name) ? icons[name as Name] : undefined
    return Component ? <Component aria-hidden="true" {...props} /> : null
  }
  /** Whether the set can draw this name. */
  Icon.has = (name: string): name is Name => Object.hasOwn(icons, name)
  return Icon
}
