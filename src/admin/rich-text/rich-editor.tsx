// The visual article editor (MDXEditor, loaded only when an article is opened): headings, bold, italic, links chosen
// from the site's pages, lists, tables, code, formulas, images and facts (as chips) with buttons, and the text saved as the site's
// Markdown with every block nobody edited kept byte for byte (keep-source.ts). Browser.
import '@mdxeditor/editor/style.css'
import {
  BlockTypeSelect,
  BoldItalicUnderlineToggles,
  ButtonWithTooltip,
  CodeToggle,
  CreateLink,
  insertDecoratorNode$,
  insertImage$,
  InsertCodeBlock,
  InsertTable,
  ListsToggle,
  MDXEditor,
  Separator,
  toolbarPlugin,
  UndoRedo,
  usePublisher,
} from '@mdxeditor/editor'
import { useEffect, useId, useRef, useState } from 'react'
import { InsertFact, siteFacts } from './insert-fact.tsx'
import { keepUntouchedBlocks, restoreGlossaryMarks } from './keep-source.ts'
import type { SitePage } from './link-dialog.tsx'
import { $createMathNode, FormulaPreview } from './math-plugin.tsx'
import { articlePlugins, MARKDOWN_OPTIONS } from './plugins.ts'
import { ToolbarDialog } from './toolbar-dialog.tsx'
import { turkishTranslation } from './translation.ts'

export interface RichEditorProps {
  /** The article's text when this editor opened. */
  original: string
  onChange: (markdown: string) => void
  /** The site's pages for the link list, by title (/wiki/…, /support, …). */
  pages: readonly SitePage[]
  /** Addresses of the images the site has (/images/wiki/…), to pick one instead of uploading. */
  images: readonly string[]
  /** Commits `file` to the media folder; resolves to its address (/images/wiki/…). */
  upload: (file: File) => Promise<string>
  /** The address to show an image from (an upload not saved yet is shown from the browser's copy). */
  previewImage: (src: string) => Promise<string>
  /** The text could not be read as Markdown: the raw view opens instead. */
  onUnreadable: (message: string) => void
  labelledBy: string
}

function InsertFormula() {
  const insert = usePublisher(insertDecoratorNode$)
  const [open, setOpen] = useState(false)
  const [formula, setFormula] = useState('')
  const [display, setDisplay] = useState(false)
  const close = () => {
    setOpen(false)
    setFormula('')
  }
  return (
    <>
      <ButtonWithTooltip title="Formül ekle" onClick={() => setOpen(true)}>
        <span aria-hidden="true" className="rich-button-text">
          ∑ Formül
        </span>
      </ButtonWithTooltip>
      <ToolbarDialog
        title="Formül ekle"
        open={open}
        onClose={close}
        submitLabel="Formülü ekle"
        onSubmit={() => {
          if (!formula.trim()) return
          insert(() => $createMathNode(formula.trim(), display))
          close()
        }}
      >
        <label className="rich-field">
          <span>Formül (LaTeX yazımıyla, örneğin C(u) = \sum_i N_{'{i,p}'}(u) P_i)</span>
          <input required value={formula} onChange={(event) => setFormula(event.target.value)} />
        </label>
        <label className="rich-check">
          <input type="checkbox" checked={display} onChange={(event) => setDisplay(event.target.checked)} />
          <span>Ayrı satırda, ortalanmış göster</span>
        </label>
        <div className="rich-math-preview" aria-live="polite">
          <span className="rich-field-note">Önizleme:</span>{' '}
          <FormulaPreview formula={formula} display={display} />
        </div>
      </ToolbarDialog>
    </>
  )
}

const ACCEPTED_IMAGES = ['image/png', 'image/jpeg', 'image/webp', 'image/avif', 'image/gif', 'image/svg+xml']

function InsertSiteImage({ images, upload }: Pick<RichEditorProps, 'images' | 'upload'>) {
  const insert = usePublisher(insertImage$)
  const [open, setOpen] = useState(false)
  const [file, setFile] = useState<File | null>(null)
  const [existing, setExisting] = useState('')
  const [alt, setAlt] = useState('')
  const [error, setError] = useState('')
  const listId = useId()
  const fileNoteId = useId()
  const fileInput = useRef<HTMLInputElement>(null)
  const [dragging, setDragging] = useState(false)
  const close = () => {
    setOpen(false)
    setFile(null)
    setExisting('')
    setAlt('')
    setError('')
  }
  const submit = async () => {
    setError('')
    if (!file && !images.includes(existing)) {
      setError(
        'Bilgisayarınızdan bir görsel seçin ya da sitedeki görsellerden birinin adresini listeden seçin.',
      )
      return
    }
    try {
      const src = file ? await upload(file) : existing
      insert({ src, altText: alt.trim(), title: '' })
      close()
    } catch {
      setError('Görsel yüklenemedi. Bağlantınızı denetleyip yeniden deneyin.')
    }
  }
  return (
    <>
      <ButtonWithTooltip title="Görsel ekle" onClick={() => setOpen(true)}>
        <span aria-hidden="true" className="rich-button-text">
          Görsel
        </span>
      </ButtonWithTooltip>
      <ToolbarDialog
        title="Görsel ekle"
        open={open}
        onClose={close}
        submitLabel="Görseli ekle"
        onSubmit={submit}
      >
        {/* The browser's own file input speaks the browser's language ("Choose File"): a Turkish button opens it, and
            an image dropped on the box is taken as well. */}
        <div
          className={`rich-field rich-file${dragging ? 'rich-file-over' : ''}`}
          onDragOver={(event) => {
            event.preventDefault()
            setDragging(true)
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={(event) => {
            event.preventDefault()
            setDragging(false)
            const dropped = [...event.dataTransfer.files].find((item) => ACCEPTED_IMAGES.includes(item.type))
            if (dropped) setFile(dropped)
          }}
        >
          <span id={fileNoteId}>Bilgisayarınızdan yükleyin (1600 pikselden geniş görseller küçültülür)</span>
          <span className="rich-file-row">
            <button type="button" aria-describedby={fileNoteId} onClick={() => fileInput.current?.click()}>
              Bilgisayardan görsel seç
            </button>
            <span aria-live="polite">{file ? file.name : 'ya da görseli bu kutuya sürükleyin'}</span>
          </span>
          <input
            ref={fileInput}
            type="file"
            hidden
            accept={ACCEPTED_IMAGES.join(',')}
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          />
        </div>
        <label className="rich-field">
          <span>ya da sitedeki bir görseli seçin</span>
          <input
            list={listId}
            value={existing}
            disabled={file !== null}
            placeholder="/images/wiki/…"
            onChange={(event) => setExisting(event.target.value)}
          />
          <datalist id={listId}>
            {images.map((image) => (
              <option key={image} value={image} />
            ))}
          </datalist>
        </label>
        <label className="rich-field">
          <span>Görselin açıklaması (zorunlu; görmeyen okurlar için görselde ne olduğunu anlatın)</span>
          <input required value={alt} onChange={(event) => setAlt(event.target.value)} />
        </label>
        {error && (
          <p role="alert" className="rich-error">
            {error}
          </p>
        )}
      </ToolbarDialog>
    </>
  )
}

/** Names MDXEditor leaves out, given in Turkish: table cells (each an editor of its own) and the table's add buttons. */
const MISSING_NAMES: [selector: string, name: string][] = [
  [
    'td [contenteditable][role="textbox"]:not([aria-label]), th [contenteditable][role="textbox"]:not([aria-label])',
    'Tablo hücresi',
  ],
  ['[class*="addColumnButton"]:not([aria-label])', 'Sütun ekle'],
  ['[class*="addRowButton"]:not([aria-label])', 'Satır ekle'],
]

function useMissingNames(root: React.RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = root.current
    if (!element) return
    const name = () => {
      for (const [selector, label] of MISSING_NAMES)
        for (const target of element.querySelectorAll(selector)) target.setAttribute('aria-label', label)
    }
    name()
    const observer = new MutationObserver(name)
    observer.observe(element, { childList: true, subtree: true })
    return () => observer.disconnect()
  }, [root])
}

export default function RichEditor({
  original,
  onChange,
  pages,
  images,
  upload,
  previewImage,
  onUnreadable,
  labelledBy,
}: RichEditorProps) {
  // The editor's own writing of the unchanged text: what "nothing edited" looks like (keep-source.ts).
  const baseline = useRef(restoreGlossaryMarks(original.trim()))
  const container = useRef<HTMLDivElement>(null)
  useMissingNames(container)
  const [plugins] = useState(() => [
    ...articlePlugins(pages, previewImage, siteFacts),
    toolbarPlugin({
      toolbarClassName: 'rich-toolbar',
      toolbarContents: () => (
        <>
          <UndoRedo />
          <Separator />
          <BlockTypeSelect />
          <BoldItalicUnderlineToggles options={['Bold', 'Italic']} />
          <CodeToggle />
          <Separator />
          <CreateLink />
          <ListsToggle options={['bullet', 'number']} />
          <InsertTable />
          <InsertCodeBlock />
          <Separator />
          <InsertFormula />
          <InsertSiteImage images={images} upload={upload} />
          <InsertFact />
        </>
      ),
    }),
  ])
  return (
    <div ref={container} className="rich-editor" role="group" aria-labelledby={labelledBy}>
      <MDXEditor
        markdown={original}
        plugins={plugins}
        translation={turkishTranslation}
        suppressHtmlProcessing
        contentEditableClassName="rich-content prose"
        toMarkdownOptions={MARKDOWN_OPTIONS}
        onError={({ error }) => onUnreadable(error)}
        onChange={(markdown, initialNormalize) => {
          const written = restoreGlossaryMarks(markdown)
          if (initialNormalize) {
            baseline.current = written
            return
          }
          onChange(keepUntouchedBlocks(original, baseline.current, written))
        }}
      />
    </div>
  )
}
