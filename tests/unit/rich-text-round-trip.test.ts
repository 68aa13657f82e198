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
import { $isFactNode, chipWords } from '../../src/admin/rich-text/fact-chip.tsx'
import { splitReferences } from '../../src/admin/rich-text/fact-plugin.tsx'
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

/** `markdown` read into a visual editor with the site's plugins, as the browser editor reads it when it opens. */
function openInEditor(markdown: string): lexical.LexicalEditor {
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
  writers.set(editor, realm)
  return editor
}

const writers = new WeakMap<lexical.LexicalEditor, Realm>()

/** The Markdown `editor` writes for its text now (what its onChange reports). */
function writtenBy(editor: lexical.LexicalEditor): string {
  const realm = writers.get(editor)!
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

/** The Markdown the editor writes for `markdown` read and left unchanged (what its first onChange reports). */
const editorWriting = (markdown: string): string => writtenBy(openInEditor(markdown))

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

/** The facts shown as chips in `editor`'s text, in order: name and whether the chip is bold. */
function chipsIn(editor: lexical.LexicalEditor): { name: string; bold: boolean }[] {
  const chips: { name: string; bold: boolean }[] = []
  editor.getEditorState().read(() => {
    const walk = (node: lexical.LexicalNode) => {
      if ($isFactNode(node))
        chips.push({ name: node.getName(), bold: (node.getFormat() & lexical.IS_BOLD) !== 0 })
      if (lexical.$isElementNode(node)) node.getChildren().forEach(walk)
    }
    walk(lexical.$getRoot())
  })
  return chips
}

/** The last paragraph's first text node; the cursor goes to `offset` in it. */
function $cursorInLastParagraph(offset: number): void {
  const paragraph = lexical.$getRoot().getLastChild() as lexical.ElementNode
  const text = paragraph.getChildren().find(lexical.$isTextNode)!
  text.select(offset, offset)
}

describe('facts in the text', () => {
  it.each([
    ['a paragraph', 'Deneme sürümü {{deneme.gun}} gün sürer.', [{ name: 'deneme.gun', bold: false }]],
    [
      'bold words',
      'Öğrenci lisansı **yalnızca {{fiyat.ogrenci}} EUR** tutar.',
      [{ name: 'fiyat.ogrenci', bold: true }],
    ],
    [
      'list items',
      '- Ticari lisans {{fiyat.ticari}} EUR.\n- Fiyatlara %{{kdv.oran}} KDV eklenir.',
      [
        { name: 'fiyat.ticari', bold: false },
        { name: 'kdv.oran', bold: false },
      ],
    ],
    [
      'the words of a link',
      '[{{deneme.gun}} günlük deneme](/download) ile başlayın.',
      [{ name: 'deneme.gun', bold: false }],
    ],
    ['a heading', '## {{deneme.gun}} Günlük Deneme', [{ name: 'deneme.gun', bold: false }]],
    [
      'a reference written with spaces',
      'Süre {{ deneme.gun }} gündür.',
      [{ name: 'deneme.gun', bold: false }],
    ],
    [
      'a fact facts.yaml does not have',
      'Süre {{deneme.gunn}} gündür.',
      [{ name: 'deneme.gunn', bold: false }],
    ],
  ])('in %s: a chip, written back byte for byte', (_, markdown, chips) => {
    const editor = openInEditor(markdown)
    expect(chipsIn(editor)).toEqual(chips)
    expect(writtenBy(editor)).toBe(markdown)
  })

  it.each([
    ['inline code', 'Bir bilgi `{{fiyat.ogrenci}}` diye yazılır.'],
    ['a code block', '```\nfiyat: {{fiyat.ogrenci}}\n```'],
  ])('in %s: literal text, no chip', (_, markdown) => {
    const editor = openInEditor(markdown)
    expect(chipsIn(editor)).toEqual([])
    expect(writtenBy(editor)).toBe(markdown)
  })

  it('stay in their bold words when the paragraph is edited', () => {
    const editor = openInEditor('Öğrenci lisansı **yalnızca {{fiyat.ogrenci}} EUR** tutar.')
    editor.update(
      () => {
        $cursorInLastParagraph(0)
        lexical.$getSelection()!.insertText('Yeni: ')
      },
      { discrete: true },
    )
    expect(writtenBy(editor)).toBe('Yeni: Öğrenci lisansı **yalnızca {{fiyat.ogrenci}} EUR** tutar.')
  })

  it('a reference typed as text becomes a chip; in inline code it stays text', () => {
    const editor = openInEditor('Süre gündür.')
    editor.update(
      () => {
        $cursorInLastParagraph('Süre '.length)
        lexical.$getSelection()!.insertText('{{deneme.gun}} ')
      },
      { discrete: true },
    )
    expect(chipsIn(editor)).toEqual([{ name: 'deneme.gun', bold: false }])
    expect(writtenBy(editor)).toBe('Süre {{deneme.gun}} gündür.')
    const code = openInEditor('Yazım: `x`')
    code.update(
      () => {
        const paragraph = lexical.$getRoot().getFirstChild() as lexical.ElementNode
        const inline = paragraph
          .getChildren()
          .find((node) => lexical.$isTextNode(node) && node.hasFormat('code'))
        ;(inline as lexical.TextNode).setTextContent('{{fiyat.ogrenci}}')
      },
      { discrete: true },
    )
    expect(chipsIn(code)).toEqual([])
    expect(writtenBy(code)).toBe('Yazım: `{{fiyat.ogrenci}}`')
  })

  it('Backspace beside a chip selects it whole; a second Backspace removes the whole reference', () => {
    const editor = openInEditor('Süre {{deneme.gun}} gündür.')
    const backspace = () =>
      editor.update(
        () => {
          editor.dispatchCommand(lexical.KEY_BACKSPACE_COMMAND, null as never)
        },
        { discrete: true },
      )
    editor.update(
      () => {
        const paragraph = lexical.$getRoot().getFirstChild() as lexical.ElementNode
        ;(paragraph.getLastChild() as lexical.TextNode).select(0, 0)
      },
      { discrete: true },
    )
    backspace()
    expect(chipsIn(editor)).toHaveLength(1)
    editor.getEditorState().read(() => expect(lexical.$isNodeSelection(lexical.$getSelection())).toBe(true))
    expect(writtenBy(editor)).toBe('Süre {{deneme.gun}} gündür.')
    backspace()
    expect(chipsIn(editor)).toEqual([])
    expect(writtenBy(editor)).toBe('Süre  gündür.')
  })

  it('are split from their text, and say what they are', () => {
    expect(splitReferences('%{{kdv.oran}} KDV, {{ fiyat.lab }}')).toEqual([
      { text: '%' },
      { name: 'kdv.oran', source: '{{kdv.oran}}' },
      { text: ' KDV, ' },
      { name: 'fiyat.lab', source: '{{ fiyat.lab }}' },
    ])
    const known = chipWords('deneme.gun', {
      value: '90',
      label: 'Gün sayısı',
      place: 'Temel bilgiler › Deneme sürümü',
    })
    expect(known.text).toBe('90')
    expect(known.label).toMatch(/^90\. Ortak bilgi: Gün sayısı — Temel bilgiler › Deneme sürümü\./)
    const unknown = chipWords('deneme.gunn', undefined)
    expect(unknown.text).toBe('bilinmeyen bilgi: deneme.gunn')
    expect(unknown.title).toContain('Temel bilgilerde yok')
  })
})
