// What the visual article editor understands, in one list: the browser editor (rich-editor.tsx) and the round-trip
// test (tests/unit/rich-text-round-trip.test.ts) read and write Markdown with exactly these. Browser and tests.
import {
  codeBlockPlugin,
  codeMirrorPlugin,
  headingsPlugin,
  imagePlugin,
  linkDialogPlugin,
  linkPlugin,
  listsPlugin,
  markdownShortcutPlugin,
  quotePlugin,
  tablePlugin,
  type RealmPlugin,
} from '@mdxeditor/editor'
import { NO_FACTS, type FactSource } from './fact-chip.tsx'
import { factPlugin } from './fact-plugin.tsx'
import { siteLinkDialog, type SitePage } from './link-dialog.tsx'
import { listShortcutsPlugin } from './list-shortcuts.ts'
import { mathPlugin } from './math-plugin.tsx'

/** How the editor writes what it writes: the house style of content/wiki/ (`-` bullets, `*` emphasis). */
export const MARKDOWN_OPTIONS = {
  bullet: '-',
  emphasis: '*',
  strong: '*',
  listItemIndent: 'one',
  rule: '-',
} as const

/**
 * The editor's plugins but its toolbar; `pages` are offered by title in the link dialog (link-dialog.tsx);
 * `previewImage` gives the address an image is shown from while it is not on the site yet (an upload waiting for the
 * save); `facts` gives the values the fact chips show (fact-chip.tsx).
 */
export function articlePlugins(
  pages: readonly SitePage[],
  previewImage: ((src: string) => Promise<string>) | null = null,
  facts: FactSource = NO_FACTS,
): RealmPlugin[] {
  return [
    headingsPlugin({ allowedHeadingLevels: [2, 3] }),
    quotePlugin(),
    listsPlugin(),
    listShortcutsPlugin(),
    linkPlugin(),
    linkDialogPlugin({ LinkDialog: siteLinkDialog(pages) }),
    tablePlugin(),
    codeBlockPlugin({ defaultCodeBlockLanguage: '' }),
    codeMirrorPlugin({
      codeBlockLanguages: { '': 'Düz metin', text: 'Metin', python: 'Python', csharp: 'C#' },
    }),
    imagePlugin({
      disableImageResize: true,
      disableImageSettingsButton: true,
      imagePreviewHandler: previewImage,
    }),
    mathPlugin(),
    factPlugin({ source: facts }),
    markdownShortcutPlugin(),
  ]
}
