// /teklif's pre-paint script: a classic script file of its own (bundled by Vite through `?worker&url`), started by the
// page's inline starter (advisor-prepaint-start.ts) at once when the address has answers, while the tool is hidden;
// otherwise after the first paint. The page is pre-rendered without a query string; this reads the address's request
// and writes the values the page's first client render will have for the line the questions show (advisor-view.ts):
// texts, hidden parts, checked choices, numbers. It writes once the document is parsed and before the page's own
// scripts run (readystatechange → interactive), then shows the tool: the visitor never sees the defaults' total for a
// link's answers, and hydration finds exactly what it renders. It also hands the logic to the page
// (window.rhinoAdvisor), so the page's bundle does not carry it again.
import { advisorView, readRequest, requestQuery, showView } from './advisor-logic.ts'
import type { AdvisorLogic } from './advisor-logic-loader.ts'
import type { QuoteData } from './advisor-quote.ts'

// The starter's script element carries the data; as a module (the dev server) there is no current script: the
// starter's own element has the same data.
const script = (document.currentScript ??
  document.querySelector('script[data-quote]')) as HTMLScriptElement | null
const root = document.documentElement
// A plain object rather than the module's namespace, which would bring the bundler's namespace helper along.
const logic: AdvisorLogic = { advisorView, readRequest, requestQuery, showView }
window.rhinoAdvisor = logic

if (script?.dataset.quote && root.classList.contains('advisor-pending')) {
  const { request, adjustments } = logic.readRequest(new URLSearchParams(location.search))
  const answers = request.lines[request.edited - 1]!
  const view = logic.advisorView(answers, adjustments, JSON.parse(script.dataset.quote) as QuoteData)

  const apply = () => {
    // Once the app runs it owns the page: nothing is written after hydration, and the page shows the tool when it
    // has rendered the answers with this logic (src/pages/advisor.tsx); shown from here, its defaults would flash.
    if (root.dataset.hydrated) {
      // The visitor has left /teklif meanwhile: nothing will show the tool, and the class would hide every footer.
      if (!document.querySelector('[data-advisor-form]')) root.classList.remove('advisor-pending')
      return
    }
    showView(view, document)
    for (const input of document.querySelectorAll<HTMLInputElement>('[data-advisor-form] input')) {
      if (input.type === 'radio' && input.name in view.checked)
        input.checked = view.checked[input.name] === input.value
      else if (input.type === 'checkbox' && input.name in view.ticked)
        input.checked = view.ticked[input.name]!
      else if (input.id in view.values) input.value = view.values[input.id]!
    }
    root.classList.remove('advisor-pending')
  }
  // The parser is done when the document turns "interactive", before the deferred and module scripts (the page's
  // hydration) run; until then the tool is hidden, so nothing half-written is ever painted.
  if (document.readyState === 'loading') document.addEventListener('readystatechange', apply, { once: true })
  else apply()
}
