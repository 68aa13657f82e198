// Browser: the entry point /wiki loads lazily when a visitor opens another article. Only this module is imported
// dynamically, so the article view itself can also be imported statically by build-time code without defeating the split.
export { WikiArticleView } from './wiki-article-view.tsx'
