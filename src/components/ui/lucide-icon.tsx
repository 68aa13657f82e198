// A small stand-in for lucide-react's icon factory, swapped in by vite.config.ts (lucideIcons plugin): the icons keep
// their lucide data and markup, without the library's props machinery (context, class merging, size maths) that every
// page would otherwise download. Browser and pre-render.
import { createElement, type SVGProps } from 'react'

interface LucideIconData {
  name: string
  node: [tag: string, attributes: Record<string, string | number>][]
}

export type LucideIconProps = SVGProps<SVGSVGElement> & { size?: number | string }

export default function createLucideIcon(icon: LucideIconData) {
  function LucideIcon({ className, size = 24, strokeWidth = 2, children, ...props }: LucideIconProps) {
    // Like lucide: an icon without a name of its own is decorative.
    const labelled = props['aria-label'] != null || props['aria-labelledby'] != null || props.role != null
    return createElement(
      'svg',
      {
        xmlns: 'http://www.w3.org/2000/svg',
        width: size,
        height: size,
        viewBox: '0 0 24 24',
        fill: 'none',
        stroke: 'currentColor',
        strokeWidth,
        strokeLinecap: 'round',
        strokeLinejoin: 'round',
        className: className ? `lucide lucide-${icon.name} ${className}` : `lucide lucide-${icon.name}`,
        ...(labelled ? {} : { 'aria-hidden': true }),
        ...props,
      },
      ...icon.node.map(([tag, attributes]) => createElement(tag, attributes)),
      children,
    )
  }
  return LucideIcon
}
