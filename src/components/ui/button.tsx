// Buttons and button-styled links (primary, secondary, ghost, link); external links get an icon and a new tab.
import { ExternalLink } from 'lucide-react'
import type { ComponentProps } from 'react'
import { cn } from '../../lib/cn.ts'
import { isExternalUrl } from '../../lib/link-clicks.ts'
import { SmartLink } from './smart-link.tsx'

// The variants are classes of the CSS components layer (src/app.css): a lookup, no variant library in every page's
// first load.
const VARIANTS = {
  primary: 'btn-primary',
  secondary: 'btn-secondary',
  ghost: 'btn-ghost',
  link: 'btn-link min-h-0 px-0 py-0',
} as const
const SIZES = { default: 'btn-size-default', small: 'btn-size-small', icon: 'btn-size-icon' } as const

export interface ButtonVariantProps {
  /** @default 'primary' */
  variant?: keyof typeof VARIANTS | null
  /** @default 'default' */
  size?: keyof typeof SIZES | null
}

/** The classes of a button or button-styled link. */
export function buttonVariants({ variant, size }: ButtonVariantProps = {}): string {
  return `btn ${VARIANTS[variant ?? 'primary']} ${SIZES[size ?? 'default']}`
}

export type ButtonProps = ComponentProps<'button'> & ButtonVariantProps

export function Button({ className, variant, size, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={cn(buttonVariants({ variant, size }), className)} {...props} />
}

export type ButtonLinkProps = Omit<ComponentProps<'a'>, 'href'> & ButtonVariantProps & { href: string }

export function ButtonLink({ className, variant, size, href, children, ...props }: ButtonLinkProps) {
  return (
    <SmartLink href={href} className={cn(buttonVariants({ variant, size }), className)} {...props}>
      {children}
      {isExternalUrl(href) && <ExternalLink aria-hidden="true" className="size-4" />}
    </SmartLink>
  )
}
