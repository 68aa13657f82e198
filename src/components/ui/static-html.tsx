// Markup rendered at build time (a page's static parts, delivered as loader data instead of JavaScript). Browser and
// pre-render. Clicks are delegated the way the live components behave: internal links navigate in the client-side
// router, mailto: links show the copy-address toast, everything else (new-tab, #hash, tel:, downloads) stays native.
import type { MouseEvent } from 'react'
import { useNavigate } from 'react-router'
import { ADMIN_PATH } from '../../site.config'
import { useMailtoToast } from '../toast/mail-link'

/** The internal path a click on this link should navigate to in the app, or null to leave the click to the browser. */
export function routerTarget(anchor: HTMLAnchorElement): string | null {
  const href = anchor.getAttribute('href') ?? ''
  if (!href.startsWith('/') || href.startsWith('//') || href.startsWith(ADMIN_PATH)) return null
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null
  return href
}

/** Click handling for pre-rendered markup: router navigation for internal links, the mail toast for mailto: links. */
export function useStaticClicks(): (event: MouseEvent<HTMLElement>) => void {
  const navigate = useNavigate()
  const showMailToast = useMailtoToast()
  return (event) => {
    if (event.defaultPrevented || event.button !== 0) return
    const anchor = (event.target as Element).closest('a')
    if (!anchor || !event.currentTarget.contains(anchor)) return
    const href = anchor.getAttribute('href') ?? ''
    if (/^mailto:/i.test(href)) return showMailToast(href)
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    const target = routerTarget(anchor)
    if (target === null) return
    event.preventDefault()
    void navigate(target)
  }
}

export function StaticHtml({ html }: { html: string }) {
  const onClick = useStaticClicks()
  // display: contents keeps the wrapper out of the layout; the markup inside is exactly what was pre-rendered.
  return <div className="contents" onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />
}
