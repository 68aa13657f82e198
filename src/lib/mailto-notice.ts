// The notice shown when a mailto: link is followed (the copy-address toast), as a context: links call it without
// importing the toast code, and the toast provider supplies it (loading that code on the first mail link followed).
// Browser and pre-render.
import { createContext, use } from 'react'

/** Outside a provider nothing is shown, so a mail link still works as a plain mail link. */
export const MailtoNoticeContext = createContext<(href: string) => void>(() => undefined)

export function useMailtoNotice(): (href: string) => void {
  return use(MailtoNoticeContext)
}
