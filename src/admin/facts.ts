// The one place where the preview replaces fact names in an article's text with their values. Browser.
// Until the facts file lands, an article's text is shown as written; wiring it in means changing this function only.

/** The article's Markdown with every fact placeholder replaced by its value, as the built page will show it. */
export function substituteFacts(markdown: string): string {
  return markdown
}
