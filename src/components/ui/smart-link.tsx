// One link for every target: http(s) opens a new tab safely, internal paths use the router, mailto: shows the
// copy-address notice, tel: stays plain. The click behaviour is the site-wide one of src/lib/link-clicks.ts.
import type { ComponentProps, MouseEvent } from 'react'
import { isExternalUrl, useLinkClicks } from '../../lib/link-clicks.ts'

export type SmartLinkProps = Omit<ComponentProps<'a'>, 'href'> & { href: string }

export function SmartLink({ href, children, onClick, ...props }: SmartLinkProps) {
  const handleLinkClick = useLinkClicks()
  const external = isExternalUrl(href)
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event)
    handleLinkClick(event)
  }
  return (
    <a
      href={href}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      {...props}
      onClick={handleClick}
    >
      {children}
      {external && <span className="sr-only"> (yeni sekmede açılır)</span>}
    </a>
  )
}
