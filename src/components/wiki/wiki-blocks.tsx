// A wiki section's body: its items (optionally cross-linked to other articles), inner headings and any other Markdown in order.
import type { WikiBlock, WikiHeadingBlock } from '../../shared/wiki-types'
import { AnchoredHeading } from '../reading/heading-anchor'
import { RichContent } from '../ui/rich-content'

/** A `### ` heading sits one level below its section's title, which is itself one level below the Markdown's. */
function InnerHeading({ block, anchored }: { block: WikiHeadingBlock; anchored: boolean }) {
  const Heading = `h${Math.min(block.depth + 1, 6)}` as 'h4' | 'h5' | 'h6'
  const content = <RichContent nodes={block.content} />
  const className = 'pt-2 text-lg font-semibold'
  return anchored ? (
    <AnchoredHeading as={Heading} id={block.id} title={block.title} className={className}>
      {content}
    </AnchoredHeading>
  ) : (
    <Heading id={block.id} className={className}>
      {content}
    </Heading>
  )
}

export function WikiBlocks({
  blocks,
  crossLinks,
  anchoredHeadings = false,
}: {
  blocks: readonly WikiBlock[]
  crossLinks: boolean
  /** Inner headings get a link to themselves (the article page). */
  anchoredHeadings?: boolean
}) {
  return (
    <>
      {blocks.map((block, index) =>
        block.type === 'heading' ? (
          <InnerHeading key={index} block={block} anchored={anchoredHeadings} />
        ) : block.type === 'items' ? (
          <ul key={index} className="list-disc space-y-2 pl-6">
            {block.items.map((item, itemIndex) => (
              <li key={itemIndex}>
                {crossLinks && item.linkSlug ? (
                  <a
                    href={`/wiki/${item.linkSlug}`}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="font-medium text-accent underline underline-offset-2 hover:text-accent-strong"
                  >
                    {/* Plain text: the item may itself be a link to the article, and links cannot nest. */}
                    {item.text}
                    <span className="sr-only"> (yeni sekmede açılır)</span>
                  </a>
                ) : (
                  <RichContent nodes={item.content} />
                )}
              </li>
            ))}
          </ul>
        ) : (
          <div key={index} className="prose-content">
            <RichContent nodes={block.nodes} />
          </div>
        ),
      )}
    </>
  )
}
