// The footer in the document shell. It is the same on every page and has no state, so the browser keeps the
// pre-rendered markup (with the shell's link and mail-toast click handling) instead of downloading its code.
import { useState } from 'react'
import { useStaticClicks } from '../ui/static-html'
import { Footer } from './footer'
import { FOOTER_CLASS, FOOTER_ID } from './footer-frame'

function KeptFooter() {
  const onClick = useStaticClicks()
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
  // Pre-rendering and the dev server render the live footer; the production browser build keeps the markup.
  return import.meta.env.SSR || import.meta.env.DEV ? <Footer /> : <KeptFooter />
}
