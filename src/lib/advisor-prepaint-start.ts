// /teklif's inline starter for its pre-paint script (advisor-prepaint.ts), the same text on every build, so the CSP
// allows it by one hash. With answers in the address it loads the script at once and hides the tool and what follows
// it (the `advisor-pending` class, app.css) until the script has written the answers in: the defaults are never shown
// and nothing moves. Without answers the tool shows its pre-rendered defaults, so the script (which then only hands the
// page its logic) loads after the first paint, like the page's own code, and costs the first paint nothing. The data
// the script reads travels on the starter's element (`data-src`, `data-quote`; `data-module` on the dev server).
import { AFTER_FIRST_PAINT } from '../shared/after-first-paint.ts'

export const ADVISOR_PREPAINT_START =
  '(function(s){var d=document.documentElement;function go(){var e=document.createElement("script");' +
  'e.src=s.dataset.src;e.dataset.quote=s.dataset.quote;if("module"in s.dataset)e.type="module";' +
  'e.onload=e.onerror=function(){d.classList.remove("advisor-pending")};document.head.append(e)}' +
  'if(location.search.length>1){d.classList.add("advisor-pending");return go()}' +
  `${AFTER_FIRST_PAINT}})(document.currentScript);`
