// A heading with a link to itself ("Bu bölüme bağlantı: …"), shown on hover and focus. Rendered at build time.
// MDX pages get the same markup from scripts/content/rehype-heading-links.ts.
import type { ReactNode } from 'react'
import { headingLinkLabel } from '../../shared/heading-ids.ts'

export function HeadingAnchor({ id, title }: { id: string; title: string }) {
  return (
    <a className="heading-anchor" href={`#${id}`}>
      <span aria-hidden="true">#</span>
      <span className="sr-only">{headingLinkLabel(title)}</span>
    </a>
  )
}

/** The heading and its link side by side, so the link stays out of the heading's own text. */
export function AnchoredHeading({
  as: Heading,
  id,
  title,
  className,
  children,
}: {
  as: 'h2' | 'h3' | 'h4' | 'h5' | 'h6'
  id: string
  title: string
  className?: string
  children: ReactNode
}) {
  return (
    <div className={`heading-wrapper heading-level-${Heading.slice(1)}`}>
      <Heading id={id} className={className}>
        {children}
      </Heading>
      <HeadingAnchor id={id} title={title} />
    </div>
  )
}
