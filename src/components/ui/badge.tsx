// Badge with the spec's four variants: default, secondary, destructive, outline (base styles in src/app.css).
import type { ComponentProps } from 'react'
import { cn } from '../../lib/cn.ts'

const VARIANTS = {
  default: 'badge-default',
  secondary: 'badge-secondary',
  destructive: 'badge-destructive',
  outline: 'badge-outline',
} as const

export interface BadgeVariantProps {
  /** @default 'default' */
  variant?: keyof typeof VARIANTS | null
}

/** The classes of a badge (base styles in src/app.css). */
export function badgeVariants({ variant }: BadgeVariantProps = {}): string {
  return `badge ${VARIANTS[variant ?? 'default']}`
}

export type BadgeProps = ComponentProps<'span'> & BadgeVariantProps

export function Badge({ className, variant, ...props }: BadgeProps) {
  return <span className={cn(badgeVariants({ variant }), className)} {...props} />
}
