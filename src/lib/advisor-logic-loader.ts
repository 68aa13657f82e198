// Where /teklif's components get the advisor's logic (advisor-logic.ts) without bundling it a second time: from the
// pre-paint script, which ran before the page (window.rhinoAdvisor), or, after a client-side navigation to /teklif
// (React does not run scripts it renders), from a lazily loaded copy. Browser.
import type { AdvisorLogic } from './advisor-logic.ts'

export type { AdvisorLogic }

/** The logic if it is loaded (never while pre-rendering). */
export function advisorLogic(): AdvisorLogic | undefined {
  return typeof window === 'undefined' ? undefined : window.rhinoAdvisor
}

/** Loads the logic when the pre-paint script has not (client-side navigation, a blocked file). */
export async function loadAdvisorLogic(): Promise<AdvisorLogic> {
  window.rhinoAdvisor ??= await import('./advisor-logic.ts')
  return window.rhinoAdvisor
}
