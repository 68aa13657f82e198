// Writes an advisor view (advisor-view.ts) into /teklif's markup: the texts marked data-v and the parts marked data-s
// (a fixed part by the view; each rule, conflict and attachment, data-s="kural-…", "catisma-…", "ek-…", by the
// advice). The pre-paint script writes the whole page before the first paint; the page, after each answer, the
// summary, which is static markup (advisor-summary.tsx). It ships with the logic (advisor-logic.ts). Browser.
import type { AdvisorView, ViewShowKey, ViewTextKey } from './advisor-view.ts'

/** Shown or not: a fixed part by the view, a rule, conflict or attachment by the advice; undefined for other keys. */
function shown(view: AdvisorView, key: string): boolean | undefined {
  const [, list = '', id = ''] = /^(kural|catisma|ek)-(.+)$/.exec(key) ?? []
  if (!list) return view.show[key as ViewShowKey]
  const { rules, conflicts, attachments } = view.advice
  const ids: readonly string[] = list === 'kural' ? rules : list === 'catisma' ? conflicts : attachments
  return ids.includes(id)
}

/** Writes the view's texts and shown parts into the marked elements inside `root`. */
export function showView(view: AdvisorView, root: ParentNode): void {
  for (const element of root.querySelectorAll<HTMLElement>('[data-v]')) {
    const text = view.text[element.dataset.v as ViewTextKey]
    if (text !== undefined && element.textContent !== text) element.textContent = text
  }
  for (const element of root.querySelectorAll<HTMLElement>('[data-s]')) {
    const show = shown(view, element.dataset.s ?? '')
    if (show !== undefined) element.hidden = !show
  }
}
