// Speed and size budgets checked by `npm run bench` (never by timed assertions in tests).
export const budgets = {
  /** First-load JavaScript of any route, gzip bytes. */
  firstLoadJsGzip: 120 * 1024,
  /** CSS of any route, gzip bytes. */
  cssGzip: 30 * 1024,
  /**
   * The HTML of /wiki/nurbs-nedir (the reference article), gzip -9 bytes: what a first round trip carries (TCP's
   * initial window, 10 segments of about 1.46 KB), so a phone can paint the article after one.
   */
  articleHtmlGzip: 14 * 1024,
} as const

/**
 * Routes allowed more first-load JavaScript than `budgets.firstLoadJsGzip`, gzip bytes. /teklif: the licence advisor
 * (rules, price maths, mail link, form; about 7 KB) loads only there.
 */
export const routeJsBudgets: Readonly<Record<string, number>> = {
  '/teklif': 126 * 1024,
}

/** The first-load JavaScript budget of one route. */
export function firstLoadJsBudget(routePath: string): number {
  return routeJsBudgets[routePath] ?? budgets.firstLoadJsGzip
}

export const searchBudgets = {
  /** Share of the relevance set whose expected page is in the top 3. */
  recallAt3: 0.95,
  /** Mean reciprocal rank of the first expected page over the relevance set. */
  mrr: 0.9,
  /** Shipped index (meta + full), gzip bytes. */
  shippedIndexGzip: 150 * 1024,
  /** Query latency p95 on the shipped content, ms (2-core machine). */
  queryP95Ms: 5,
  /** Query latency p95 with 10,000 synthetic articles, ms (2-core machine). */
  queryP95At10kMs: 50,
  /** Browser: opening the dialog in a fresh page to the first results of a typed query, ms. */
  openToFirstResultMs: 300,
  /** Browser: keystroke to updated results once the index is loaded, ms. */
  keystrokeMs: 50,
  /** Browser with 10,000 articles: opening to first results, ms. */
  openToFirstResultAt10kMs: 1000,
} as const

/** `npm run bench -- lighthouse`: Lighthouse mobile preset (simulated throttling), median of 5, on an idle machine. */
export const lighthouseBudgets = {
  /** Performance score, 0–100, on every route. */
  performance: 95,
  /** Accessibility score, 0–100. */
  accessibility: 100,
  /** Best practices score, 0–100. */
  bestPractices: 100,
  /** SEO score, 0–100 (the 404 page's own status code does not count against it). */
  seo: 100,
  /** Largest Contentful Paint, ms. */
  lcpMs: 1200,
  /** Total Blocking Time, ms. */
  tbtMs: 150,
  /** Cumulative Layout Shift. */
  cls: 0.02,
} as const

/** `npm run bench -- controls`: a tap on a header control right after the first paint (4× CPU, slow 4G). */
export const controlBudgets = {
  /** From the tap to the first frame that shows its effect, ms. */
  answerMs: 200,
} as const

/** `npm run bench -- code`: what a newcomer reads. */
export const codeBudgets = {
  /** Lines of the build code: scripts/ without bench/ and the image tool's own package (scripts/imagery/). */
  buildCodeLines: 3000,
  /** Files on the article's road in ARCHITECTURE.md, counted whole (build, generated files, shell, hydration). */
  articleRoadFiles: 30,
} as const
