// The footer in the document shell. It is the same on every page and has no state, so the browser keeps the
// pre-rendered markup (with the site-wide link click handling) instead of downloading its code, in dev and production alike.
import { useState } from 'react'
import { useLinkClicks } from '../../lib/link-clicks.ts'
import { Footer } from './footer.tsx'
import { FOOTER_CLASS, FOOTER_ID } from './footer-frame.ts'

function KeptFooter() {
  const onClick = useLinkClicks()
  const [html] = useState(() => document.getElementById(FOOTER_ID)?.innerHTML ?? '')
  return (
    <footer
      id={FOOTER_ID}
      className={FOOTER_CLASS}
      onClick={onClick}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  )
}

export function SiteFooter() {
  // The server render (pre-rendering, and the dev server's document) draws the footer; the browser keeps that markup.
  return import.meta.env.SSR ? <Footer /> : <KeptFooter />
}
