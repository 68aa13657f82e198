// Loads the advisor's logic (advisor-logic.ts) when /teklif's pre-paint script has not run: after a client-side
// navigation to the page (React does not run scripts it renders), or when the file did not load. The page imports
// this module only then, so a page view whose pre-paint script ran does not download it. Browser.
import type { AdvisorLogic } from './advisor-logic-loader.ts'

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
