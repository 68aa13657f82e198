// The end of an inline script that calls its function `go` once the browser has painted the page's first content
// (/teklif's pre-paint starter, src/lib/advisor-prepaint-start.ts).
// A paint observer, no timer, so a page whose timers are paused or throttled still goes on; browsers that do not
// report paints call `go` at once. Script text, the same in every script that ends with it.
export const AFTER_FIRST_PAINT =
  "if(typeof PerformanceObserver!='function'||(PerformanceObserver.supportedEntryTypes||[]).indexOf('paint')<0)return go();" +
  "var o=new PerformanceObserver(function(l){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();go()}});" +
  "o.observe({type:'paint',buffered:true})"
