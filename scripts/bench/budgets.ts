// Speed and size budgets checked by `npm run bench` (never by timed assertions in tests).
export const budgets = {
  /** First-load JavaScript of any route, gzip bytes. */
  firstLoadJsGzip: 120 * 1024,
  /** CSS of any route, gzip bytes. */
  cssGzip: 30 * 1024,
} as const

export const searchBudgets = {
  /** Share of the relevance set whose expected page is in the top 3. */
  recallAt3: 0.95,
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
