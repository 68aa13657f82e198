// One link for every target: internal paths use the router, http(s) opens a new tab safely, mailto shows the
// copy-address toast, tel stays plain.
import type { ComponentProps } from 'react'
import { Link } from 'react-router'
import { MailLink } from '../toast/mail-link'

export function isExternalUrl(href: string): boolean {
  return /^https?:\/\//i.test(href)
}

export type SmartLinkProps = Omit<ComponentProps<'a'>, 'href'> & { href: string }

export function SmartLink({ href, children, ...props }: SmartLinkProps) {
  if (isExternalUrl(href)) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" {...props}>
        {children}
        <span className="sr-only"> (yeni sekmede açılır)</span>
      </a>
    )
  }
  if (/^mailto:/i.test(href)) {
    return (
      <MailLink href={href as `mailto:${string}`} {...props}>
        {children}
      </MailLink>
    )
  }
  if (/^tel:/i.test(href)) {
    return (
      <a href={href} {...props}>
        {children}
      </a>
    )
  }
  return (
    <Link to={href} {...props}>
      {children}
    </Link>
  )
}
