// Buttons and button-styled links (primary, secondary, ghost, link); external links get an icon and a new tab.
import { cva, type VariantProps } from 'class-variance-authority'
import { ExternalLink } from 'lucide-react'
import type { ComponentProps } from 'react'
import { cn } from '../../lib/cn'
import { isExternalUrl, SmartLink } from './smart-link'

export const buttonVariants = cva(
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-button px-5 py-2.5 text-sm font-semibold transition-colors disabled:pointer-events-none disabled:opacity-50',
  {
    variants: {
      variant: {
        primary: 'bg-accent text-accent-fg hover:bg-accent-strong',
        secondary: 'border border-line bg-raised text-fg hover:border-accent hover:text-accent',
        ghost: 'text-fg hover:bg-surface',
        link: 'min-h-0 px-0 py-0 text-accent underline-offset-4 hover:underline',
      },
      size: { default: '', small: 'min-h-9 px-3 py-1.5', icon: 'size-11 p-0' },
    },
    defaultVariants: { variant: 'primary', size: 'default' },
  },
)

export type ButtonProps = ComponentProps<'button'> & VariantProps<typeof buttonVariants>

export function Button({ className, variant, size, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={cn(buttonVariants({ variant, size }), className)} {...props} />
}

export type ButtonLinkProps = Omit<ComponentProps<'a'>, 'href'> &
  VariantProps<typeof buttonVariants> & { href: string }

export function ButtonLink({ className, variant, size, href, children, ...props }: ButtonLinkProps) {
  return (
    <SmartLink href={href} className={cn(buttonVariants({ variant, size }), className)} {...props}>
      {children}
      {isExternalUrl(href) && <ExternalLink aria-hidden="true" className="size-4" />}
    </SmartLink>
  )
}
