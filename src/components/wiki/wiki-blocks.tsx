// A wiki section's body: its items (optionally cross-linked to other articles) and any other Markdown in order.
import type { WikiBlock } from '../../shared/wiki-types'
import { RichContent } from '../ui/rich-content'

export function WikiBlocks({ blocks, crossLinks }: { blocks: readonly WikiBlock[]; crossLinks: boolean }) {
  return (
    <>
      {blocks.map((block, index) =>
        block.type === 'items' ? (
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
                    <RichContent nodes={item.content} />
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
