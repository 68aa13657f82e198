// Buttons and button-styled links (primary, secondary, ghost, link); external links get an icon and a new tab.
import { cva, type VariantProps } from 'class-variance-authority'
import { ExternalLink } from 'lucide-react'
import type { ComponentProps } from 'react'
import { cn } from '../../lib/cn.ts'
import { isExternalUrl } from '../../lib/link-clicks.ts'
import { SmartLink } from './smart-link.tsx'

export const buttonVariants = cva('btn', {
  variants: {
    variant: { primary: 'btn-primary', secondary: 'btn-secondary', ghost: 'btn-ghost', link: 'btn-link' },
    size: { default: 'btn-size-default', small: 'btn-size-small', icon: 'btn-size-icon' },
  },
  compoundVariants: [{ variant: 'link', className: 'min-h-0 px-0 py-0' }],
  defaultVariants: { variant: 'primary', size: 'default' },
})

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
