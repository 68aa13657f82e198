// The built wiki's article list (/_data/wiki/index.json, written by the content pipeline), loaded once: the
// preview's cross-links and parent titles, and the slug check for new articles. Browser.
import type { WikiCategoryList } from '../shared/wiki-types.ts'

export interface WikiIndex {
  slugs: ReadonlySet<string>
  titles: ReadonlyMap<string, string>
}

const EMPTY: WikiIndex = { slugs: new Set(), titles: new Map() }
let loading: Promise<WikiIndex> | undefined

export function loadWikiIndex(): Promise<WikiIndex> {
  loading ??= fetch('/_data/wiki/index.json')
    .then((response) => (response.ok ? (response.json() as Promise<WikiCategoryList[]>) : []))
    .then((categories) => {
      const articles = categories.flatMap((category) => category.articles)
      return {
        slugs: new Set(articles.map((article) => article.slug)),
        titles: new Map(articles.map((article) => [article.slug, article.title])),
      }
    })
    .catch(() => EMPTY)
  return loading
}
