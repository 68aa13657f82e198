// The advice's parts of /teklif's static markup: every rule, conflict and attachment is in the page, marked
// data-s="kural-…", "catisma-…" or "ek-…", and shown when the advice names it. The pre-paint script marks them before
// the first paint, the page after each answer; they ship with the logic (advisor-logic.ts). Browser.
import type { Advice } from '../shared/advisor/rules.ts'

/** Whether the advice shows the part marked `key`; undefined when `key` is not one of its parts. */
export function adviceShows(advice: Advice, key: string): boolean | undefined {
  const [, list = '', id = ''] = /^(kural|catisma|ek)-(.+)$/.exec(key) ?? []
  if (!list) return undefined
  const ids: readonly string[] =
    list === 'kural' ? advice.rules : list === 'catisma' ? advice.conflicts : advice.attachments
  return ids.includes(id)
}

/** Shows the advice's parts inside `root` and hides the others. */
export function markAdvice(advice: Advice, root: ParentNode): void {
  for (const element of root.querySelectorAll<HTMLElement>('[data-s]')) {
    const show = adviceShows(advice, element.dataset.s ?? '')
    if (show !== undefined) element.hidden = !show
  }
}
