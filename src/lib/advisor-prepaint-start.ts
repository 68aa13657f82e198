// /teklif's inline starter for its pre-paint script (advisor-prepaint.ts), the same text on every build, so the CSP
// allows it by one hash. When the address holds the advisor's own answers (any of its keys, isAdvisorKey; tracking
// parameters such as utm_* do not count) it loads the script at once and hides the tool and what follows it (the
// `advisor-pending` class, app.css) until the script has written the answers in: the defaults are never shown and
// nothing moves. Otherwise the tool shows its pre-rendered defaults, so the script (which then only hands the page its
// logic) loads after the first paint and costs it nothing. The data the script reads travels on the starter's element
// (`data-src`, `data-quote`; `data-module` on the dev server).
import { PARAMS, REQUEST_PARAMS } from '../shared/advisor/answers.ts'
import { AFTER_FIRST_PAINT } from '../shared/after-first-paint.ts'

/** The starter's text (a function, so the browser's bundle, which never runs it, carries none of it). */
export function advisorPrepaintStart(): string {
  // isAdvisorKey as a regular expression over the query string: a line's key (with its line number, "2.kim") or one
  // of the request's, followed by its value.
  const keys = [...Object.values(PARAMS), ...Object.values(REQUEST_PARAMS)].join('|')
  return (
    '(function(s){var d=document.documentElement;function go(){var e=document.createElement("script");' +
    'e.src=s.dataset.src;e.dataset.quote=s.dataset.quote;if("module"in s.dataset)e.type="module";' +
    'e.onerror=function(){d.classList.remove("advisor-pending")};document.head.append(e)}' +
    `if(/[?&](\\d+\\.)?(${keys})=/.test(location.search)){d.classList.add("advisor-pending");return go()}` +
    `${AFTER_FIRST_PAINT}})(document.currentScript);`
  )
}
