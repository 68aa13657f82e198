// @vitest-environment happy-dom
// The article editor's round trip over every article of content/wiki/: the visual editor (MDXEditor with the site's
// plugins, src/admin/rich-text/plugins.ts) reads the text and writes it back; what the widget saves for an unchanged
// text, and for a text with one edited block, keeps everything else byte for byte (keep-source.ts).
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import * as mdxEditor from '@mdxeditor/editor'
import { lexical, Realm, type NodeRef, type RealmPlugin } from '@mdxeditor/editor'
import matter from 'gray-matter'
import { describe, expect, it } from 'vitest'
import {
  keepUntouchedBlocks,
  restoreGlossaryMarks,
  splitBlocks,
} from '../../src/admin/rich-text/keep-source.ts'
import { articlePlugins, MARKDOWN_OPTIONS } from '../../src/admin/rich-text/plugins.ts'

/** MDXEditor's own reading and writing, which its published types leave out (they exist in the package). */
const internals = mdxEditor as unknown as {
  corePlugin: (params: unknown) => RealmPlugin
  importMarkdownToLexical: (options: unknown) => void
  exportMarkdownFromLexical: (options: unknown) => string
} & Record<
  | 'codeBlockEditorDescriptors$'
  | 'defaultCodeBlockLanguage$'
  | 'directiveDescriptors$'
  | 'exportVisitors$'
  | 'importVisitors$'
  | 'jsxComponentDescriptors$'
  | 'mdastExtensions$'
  | 'rootEditor$'
  | 'syntaxExtensions$'
  | 'toMarkdownExtensions$',
  NodeRef<unknown>
>
const {
  codeBlockEditorDescriptors$,
  corePlugin,
  defaultCodeBlockLanguage$,
  directiveDescriptors$,
  exportMarkdownFromLexical,
  exportVisitors$,
  importMarkdownToLexical,
  importVisitors$,
  jsxComponentDescriptors$,
  mdastExtensions$,
  rootEditor$,
  syntaxExtensions$,
  toMarkdownExtensions$,
} = internals

/** The Markdown the editor writes for `markdown` read and left unchanged (what its first onChange reports). */
function editorWriting(markdown: string): string {
  const realm = new Realm()
  const plugins: RealmPlugin[] = [
    corePlugin({
      contentEditableClassName: '',
      spellCheck: false,
      initialMarkdown: markdown,
      onChange: () => undefined,
      onBlur: () => undefined,
      toMarkdownOptions: MARKDOWN_OPTIONS,
      autoFocus: false,
      placeholder: '',
      readOnly: false,
      iconComponentFor: () => null as never,
      suppressHtmlProcessing: true,
      onError: ({ error }: { error: string }) => {
        throw new Error(error)
      },
      translation: (_key: string, fallback: string) => fallback,
      trim: true,
    }),
    ...articlePlugins([]),
  ]
  for (const plugin of plugins) plugin.init?.(realm)
  for (const plugin of plugins) plugin.postInit?.(realm)
  const editor = realm.getValue(rootEditor$) as lexical.LexicalEditor
  // The browser editor reads its text when it is attached to the page; here the same reading, done directly.
  editor.update(
    () => {
      const root = lexical.$getRoot()
      root.clear()
      importMarkdownToLexical({
        root,
        markdown: markdown.trim(),
        visitors: realm.getValue(importVisitors$),
        mdastExtensions: realm.getValue(mdastExtensions$),
        syntaxExtensions: realm.getValue(syntaxExtensions$),
        jsxComponentDescriptors: realm.getValue(jsxComponentDescriptors$),
        directiveDescriptors: realm.getValue(directiveDescriptors$),
        codeBlockEditorDescriptors: realm.getValue(codeBlockEditorDescriptors$),
        defaultCodeBlockLanguage: realm.getValue(defaultCodeBlockLanguage$),
      })
    },
    { discrete: true },
  )
  let written = ''
  editor.getEditorState().read(() => {
    written = exportMarkdownFromLexical({
      root: lexical.$getRoot(),
      visitors: realm.getValue(exportVisitors$),
      jsxComponentDescriptors: realm.getValue(jsxComponentDescriptors$),
      toMarkdownExtensions: realm.getValue(toMarkdownExtensions$),
      toMarkdownOptions: MARKDOWN_OPTIONS,
      jsxIsAvailable: false,
    })
  })
  return restoreGlossaryMarks(written.trim())
}

const WIKI = 'content/wiki'
const articles = readdirSync(WIKI)
  .filter((name) => name.endsWith('.md'))
  .sort()
const bodyOf = (name: string) => matter(readFileSync(path.join(WIKI, name), 'utf8')).content
const writings = new Map<string, string>()
const writingOf = (name: string) => {
  if (!writings.has(name)) writings.set(name, editorWriting(bodyOf(name)))
  return writings.get(name)!
}
/** The kind of each top-level block the editor writes differently from the file (list, heading, paragraph, …). */
function changedKinds(original: string, written: string): string[] {
  const before = splitBlocks(original)
  const after = splitBlocks(written)
  const kinds: string[] = []
  for (const [index, block] of before.entries()) {
    const other = after[index]
    if (!other) break
    if (block.text !== other.text) kinds.push(block.type)
  }
  if (original.trim() !== written && kinds.length === 0) kinds.push('spacing between blocks')
  return kinds
}

describe('the visual editor over every article', () => {
  it('covers all the articles of content/wiki/', () => {
    expect(articles.length).toBeGreaterThanOrEqual(38)
  })

  const measured: { name: string; identical: boolean; blocksKept: boolean; kinds: string[] }[] = []

  it.each(articles)(
    '%s: opened and saved unchanged, the text stays byte-identical',
    { timeout: 60_000 },
    (name) => {
      const body = bodyOf(name)
      const baseline = writingOf(name)
      measured.push({
        name,
        identical: baseline === body.trim(),
        blocksKept: splitBlocks(body).length === splitBlocks(baseline).length,
        kinds: changedKinds(body, baseline),
      })
      // What the widget saves when nothing was edited: the original itself.
      expect(keepUntouchedBlocks(body, baseline, baseline)).toBe(body)
      // The editor reads every block of the article as a block (no block lost or merged).
      expect(splitBlocks(baseline).length).toBe(splitBlocks(body).length)
    },
  )

  it.each(articles)('%s: an edit in the first paragraph changes only that paragraph', (name) => {
    const body = bodyOf(name)
    const baseline = writingOf(name)
    const blocks = splitBlocks(baseline)
    const first = blocks[0]!
    const edited = baseline.slice(0, first.end) + ' Eklenen cümle.' + baseline.slice(first.end)
    const saved = keepUntouchedBlocks(body, baseline, edited)
    const original = splitBlocks(body)
    // Everything after the first block is the file's own text.
    expect(saved.endsWith(body.slice(original[0]!.end))).toBe(true)
    expect(saved).toContain('Eklenen cümle.')
  })

  it('reports the measured figures', () => {
    const identical = measured.filter((entry) => entry.identical).length
    const kinds = new Map<string, number>()
    for (const entry of measured)
      for (const kind of new Set(entry.kinds)) kinds.set(kind, (kinds.get(kind) ?? 0) + 1)
    console.info(
      `Blocks the editor re-writes, by kind (articles): ${JSON.stringify(Object.fromEntries(kinds))}`,
    )
    console.info(
      `Visual editor round trip: ${identical}/${measured.length} articles written back identical by the editor itself; ` +
        `${measured.length}/${measured.length} saved identical through the widget.`,
    )
    expect(measured.every((entry) => entry.blocksKept)).toBe(true)
  })
})
