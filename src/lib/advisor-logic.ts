// The licence advisor's logic in one module: reading and writing the request in the address, and the view the page
// renders (advice, prices, texts). It ships once, in /teklif's pre-paint script (advisor-prepaint.ts), which hands it
// to the page as window.rhinoAdvisor; the page's own bundle holds only components (advisor-logic-loader.ts). Browser.
export { readRequest, requestQuery } from '../shared/advisor/query.ts'
export { advisorView } from './advisor-view.ts'
export { showView } from './advisor-marks.ts'
