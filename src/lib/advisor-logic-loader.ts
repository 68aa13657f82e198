// Where /teklif's components get the advisor's logic (advisor-logic.ts) without bundling it a second time: from the
// pre-paint script, which ran before the page (window.rhinoAdvisor), or, after a client-side navigation to /teklif
// (React does not run scripts it renders), by loading that same script file. Browser.
/** The logic's functions (advisor-logic.ts), as the page receives them. */
export type AdvisorLogic = typeof import('./advisor-logic.ts')

declare global {
  interface Window {
    /** Set by /teklif's pre-paint script, or by loadAdvisorLogic. */
    rhinoAdvisor?: AdvisorLogic
  }
}

/** The logic if it is loaded (never while pre-rendering). */
export function advisorLogic(): AdvisorLogic | undefined {
  return typeof window === 'undefined' ? undefined : window.rhinoAdvisor
}

/** Loads the pre-paint script (`src`) when it has not run: it sets window.rhinoAdvisor and writes nothing else. */
export async function loadAdvisorLogic(src: string): Promise<AdvisorLogic> {
  // The dev server serves that file as a module, not a classic script: import the logic itself there.
  if (import.meta.env.DEV) window.rhinoAdvisor ??= await import('./advisor-logic.ts')
  // A second try when the first fails (a dropped connection); then the caller tells the visitor.
  for (let attempt = 0; attempt < 2 && !window.rhinoAdvisor; attempt++)
    await new Promise<void>((resolve) => {
      const script = document.createElement('script')
      script.src = src
      script.onload = script.onerror = () => resolve()
      document.head.append(script)
    })
  if (!window.rhinoAdvisor) throw new Error(`${src} did not provide the advisor's logic`)
  return window.rhinoAdvisor
}
