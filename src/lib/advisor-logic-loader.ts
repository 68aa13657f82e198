// Where /teklif's components get the advisor's logic (advisor-logic.ts) without bundling it a second time: from the
// pre-paint script (window.rhinoAdvisor; with answers in the address it runs before the page, otherwise after its
// first paint), or, when it has not run yet or after a client-side navigation to /teklif (React does not run scripts
// it renders), by loading that same script file (advisor-logic-fetch.ts). Browser.
/** The logic's functions (advisor-logic.ts), as the page receives them. */
export type AdvisorLogic = typeof import('./advisor-logic.ts')

declare global {
  interface Window {
    /** Set by /teklif's pre-paint script, also when loadAdvisorLogic (advisor-logic-fetch.ts) loads it. */
    rhinoAdvisor?: AdvisorLogic
  }
}

/** The logic if it is loaded (never while pre-rendering). */
export function advisorLogic(): AdvisorLogic | undefined {
  return typeof window === 'undefined' ? undefined : window.rhinoAdvisor
}
