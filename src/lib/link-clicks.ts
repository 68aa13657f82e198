// How every link of the site behaves when clicked, live components and pre-rendered markup alike: internal paths
// navigate in the client-side router, mailto: links show the copy-address notice, everything else (new tabs, #hash,
// tel:, downloads, modified clicks) stays with the browser. Browser and pre-render.
import type { MouseEvent } from 'react'
import { useNavigate } from 'react-router'
import { ADMIN_PATH } from '../site.config.ts'
import { useMailtoNotice } from './mailto-notice.ts'

export function isExternalUrl(href: string): boolean {
  return /^https?:\/\//i.test(href)
}

/**
 * Addresses that are files, not pages of the app: the staff editor (an application of its own), the folders the site
 * serves files from, and any path with a file extension (a Markdown copy, llms.txt, an image, a PDF).
 */
const NOT_A_PAGE = new RegExp(
  `^(?:${ADMIN_PATH}|/(?:assets|_data|images|og)/|/[^?#]*\\.[a-z0-9]+(?:[?#]|$))`,
  'i',
)

/** The internal path a click on this link should navigate to in the app, or null to leave the click to the browser. */
export function routerTarget(anchor: HTMLAnchorElement): string | null {
  const href = anchor.getAttribute('href') ?? ''
  if (!href.startsWith('/') || href.startsWith('//') || NOT_A_PAGE.test(href)) return null
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null
  return href
}

/**
 * A click handler for a link or for any element holding links (delegation: pre-rendered markup has no handlers of
 * its own). The mail notice shows for every click on a mailto: link; the mail app still opens as usual.
 */
export function useLinkClicks(): (event: MouseEvent<HTMLElement>) => void {
  const navigate = useNavigate()
  const showMailtoNotice = useMailtoNotice()
  return (event) => {
    if (event.defaultPrevented || event.button !== 0) return
    const anchor = (event.target as Element).closest('a')
    if (!anchor || !event.currentTarget.contains(anchor)) return
    const href = anchor.getAttribute('href') ?? ''
    if (/^mailto:/i.test(href)) return showMailtoNotice(href)
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    const target = routerTarget(anchor)
    if (target === null) return
    event.preventDefault()
    void navigate(target)
  }
}
