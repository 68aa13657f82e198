// The markup of a heading's link to itself, as hast: a heading and its link side by side in a wrapper, so the link is
// not part of the heading's own text (screen readers' heading lists stay clean). Wiki articles
// (src/shared/content/wiki-article.ts) and MDX pages (scripts/content/rehype-heading-links.ts) both use it. Pure.
import type { Element } from 'hast'
import { headingLinkLabel } from '../heading-ids.ts'

export function anchoredHeading(heading: Element, id: string, title: string): Element {
  return {
    type: 'element',
    tagName: 'div',
    properties: { className: ['heading-wrapper', `heading-level-${heading.tagName.slice(1)}`] },
    children: [
      heading,
      {
        type: 'element',
        tagName: 'a',
        properties: { className: ['heading-anchor'], href: `#${id}` },
        children: [
          {
            type: 'element',
            tagName: 'span',
            properties: { ariaHidden: 'true' },
            children: [{ type: 'text', value: '#' }],
          },
          {
            type: 'element',
            tagName: 'span',
            properties: { className: ['sr-only'] },
            children: [{ type: 'text', value: headingLinkLabel(title) }],
          },
        ],
      },
    ],
  }
}
