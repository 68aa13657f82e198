// The article text field of the editor (Decap widget 'article-body'): the text as formatted writing with buttons
// (rich-editor.tsx, loaded on first use so the editor's first screen stays light) or as Markdown with line numbers,
// which the save check's "metin, satır N" counts. Opening and saving an article unchanged writes the file as it was.
// Browser.
import { Component, lazy, Suspense, useEffect, useId, useRef, useState, type ChangeEvent } from 'react'
import { WIKI_MEDIA_FOLDER, WIKI_PUBLIC_FOLDER } from '../collections.ts'
import { loadSiteIndex } from '../entry-check.ts'
import { factText } from '../facts.ts'
import { repositoryImages } from '../repository-media.ts'
import type { SitePage } from './link-dialog.tsx'
import {
  blockOfLine,
  MODE_KEY,
  problemInWords,
  quotedTarget,
  subscribeBodyProblems,
  unknownFactOf,
  type BodyProblem,
} from './body-problems.ts'
import { imageFileName, reducedImage } from './image-upload.ts'
import './rich-text.css'

const RichEditor = lazy(() => import('./rich-editor.tsx'))

export type BodyMode = 'rich' | 'raw'

export interface BodyControlProps {
  value?: string | null
  onChange: (value: string) => void
  forID: string
  classNameWrapper: string
  setActiveStyle: () => void
  setInactiveStyle: () => void
  field: unknown
  onPersistMedia: (file: File, options: { field: unknown }) => Promise<unknown>
  /** Decap's asset of a path: a blob address for an upload not saved yet. */
  getAsset: (path: string, field: unknown) => unknown
}

/** The line numbers beside a raw text of `lines` lines. Pure. */
export const lineNumbers = (text: string): string =>
  Array.from({ length: text.split('\n').length }, (_, index) => index + 1).join('\n')

function RawMarkdown({
  value,
  onChange,
  id,
  className,
  onFocus,
  onBlur,
  ref,
}: {
  value: string
  onChange: (value: string) => void
  id: string
  className: string
  onFocus: () => void
  onBlur: () => void
  ref: React.Ref<HTMLTextAreaElement>
}) {
  const gutter = useRef<HTMLPreElement>(null)
  return (
    <div className="raw-markdown">
      <pre ref={gutter} className="raw-markdown-lines" aria-hidden="true">
        {lineNumbers(value)}
      </pre>
      <textarea
        ref={ref}
        id={id}
        className={`${className} raw-markdown-text`}
        value={value}
        spellCheck
        rows={Math.min(40, Math.max(12, value.split('\n').length + 1))}
        onChange={(event: ChangeEvent<HTMLTextAreaElement>) => onChange(event.target.value)}
        onScroll={(event) => {
          if (gutter.current) gutter.current.scrollTop = event.currentTarget.scrollTop
        }}
        onFocus={onFocus}
        onBlur={onBlur}
      />
    </div>
  )
}

/**
 * The element of the formatted text a problem is about: its link or image, its unknown fact's chip, its formula, or
 * else its block.
 */
export function problemElement(content: Element, text: string, problem: BodyProblem): HTMLElement | null {
  if (problem.line === null) return null
  const index = blockOfLine(text, problem.line)
  const block = index === null ? null : content.children[index]
  const fact = unknownFactOf(problem.message)
  if (fact !== null)
    for (const scope of [block, content])
      for (const chip of scope?.querySelectorAll<HTMLElement>('.rich-fact') ?? [])
        if (chip.dataset.fact === fact) return chip
  const quoted = quotedTarget(problem.message)
  // The quoted address in its block, else anywhere in the text (where the editor draws blocks of its own).
  if (quoted)
    for (const scope of [block, content])
      for (const element of scope?.querySelectorAll<HTMLElement>('a[href], img[src]') ?? [])
        if (element.getAttribute('href') === quoted || element.getAttribute('src') === quoted) return element
  if (!(block instanceof HTMLElement)) return null
  if (/formül/.test(problem.message)) {
    const formulas = [...block.querySelectorAll<HTMLElement>('.rich-math-inline, .rich-math-block')]
    return formulas.find((formula) => formula.querySelector('.rich-math-error')) ?? formulas[0] ?? block
  }
  return block
}

const PROBLEM_CLASS = 'rich-problem'

/** Outlines the elements of `problems` in the formatted text (the previous outlines go). */
function markProblems(root: HTMLElement | null, text: string, problems: readonly BodyProblem[]) {
  const content = root?.querySelector('.rich-content')
  if (!content) return
  for (const element of content.querySelectorAll(`.${PROBLEM_CLASS}`)) element.classList.remove(PROBLEM_CLASS)
  for (const problem of problems) problemElement(content, text, problem)?.classList.add(PROBLEM_CLASS)
}

/** The list of the text's problems after a refused save, each with a button that shows its place. */
function ProblemList({
  problems,
  onShow,
  text,
  lineNumbers,
}: {
  problems: readonly BodyProblem[]
  onShow: (problem: BodyProblem) => void
  /** The article's text, to quote the sentence of each problem (the formatted view shows no line numbers). */
  text: string
  lineNumbers: boolean
}) {
  if (problems.length === 0) return null
  return (
    <div className="article-body-problems" role="region" aria-label="Metindeki sorunlar">
      <p>Metinde kaydı durduran {problems.length} sorun var:</p>
      <ul>
        {problems.map((problem, index) => (
          <li key={index}>
            <span>
              {lineNumbers
                ? `${problem.line === null ? '' : `Satır ${problem.line}: `}${problem.message}`
                : problemInWords(text, problem, factText)}
            </span>{' '}
            {problem.line !== null && (
              <button type="button" onClick={() => onShow(problem)}>
                Yerini göster
              </button>
            )}
          </li>
        ))}
      </ul>
    </div>
  )
}

interface SiteLists {
  pages: SitePage[]
  images: string[]
}

function BodyEditor(props: BodyControlProps) {
  const { forID, classNameWrapper, setActiveStyle, setInactiveStyle } = props
  const value = props.value ?? ''
  const [mode, setMode] = useState<BodyMode>(() =>
    localStorage.getItem(MODE_KEY) === 'raw' ? 'raw' : 'rich',
  )
  const [unreadable, setUnreadable] = useState('')
  const [lists, setLists] = useState<SiteLists | null>(null)
  // A rich editor opens on the text it is given; a text changed from outside (a restored draft, the raw view) opens
  // a new one on that text.
  const [session, setSession] = useState({ key: 0, original: value })
  const emitted = useRef(value)
  const labelId = useId()
  const [problems, setProblems] = useState<BodyProblem[]>([])
  const uploads = useRef(new Map<string, string>())
  const richRoot = useRef<HTMLDivElement>(null)
  const rawText = useRef<HTMLTextAreaElement>(null)
  useEffect(() => subscribeBodyProblems(setProblems), [])
  useEffect(() => {
    // The formatted text may still be loading: marked now and once it has drawn.
    markProblems(richRoot.current, emitted.current, problems)
    const later = setTimeout(() => markProblems(richRoot.current, emitted.current, problems), 600)
    return () => clearTimeout(later)
  }, [problems, session.key, mode])
  useEffect(() => {
    if (value !== emitted.current) {
      emitted.current = value
      setSession((current) => ({ key: current.key + 1, original: value }))
    }
  }, [value])
  useEffect(() => {
    void loadSiteIndex().then((site) =>
      setLists({
        // By title; a page the index gives no title keeps its address as one.
        pages: Object.keys(site.pages)
          .map((path) => ({ path, title: site.titles?.[path] || path }))
          .sort((a, b) => a.title.localeCompare(b.title, 'tr')),
        images: site.images.filter((image) => image.startsWith(`${WIKI_PUBLIC_FOLDER}/`)).sort(),
      }),
    )
  }, [])
  const change = (next: string) => {
    if (next === emitted.current) return
    emitted.current = next
    props.onChange(next)
  }
  const choose = (next: BodyMode) => {
    localStorage.setItem(MODE_KEY, next)
    setUnreadable('')
    if (next === 'rich') setSession((current) => ({ key: current.key + 1, original: emitted.current }))
    setMode(next)
  }
  const upload = async (file: File): Promise<string> => {
    const [{ blob, extension }, taken] = await Promise.all([
      reducedImage(file),
      repositoryImages(WIKI_MEDIA_FOLDER),
    ])
    const names = new Set([...taken, ...(lists?.images ?? [])].map((path) => path.split('/').pop()!))
    const name = imageFileName(file.name, extension, names)
    await props.onPersistMedia(new File([blob], name, { type: blob.type || file.type }), {
      field: props.field,
    })
    const address = `${WIKI_PUBLIC_FOLDER}/${name}`
    uploads.current.set(address, URL.createObjectURL(blob))
    return address
  }
  const previewImage = async (src: string): Promise<string> => {
    // An image uploaded in this session is shown from the browser's copy until the save commits it.
    const uploaded = uploads.current.get(src)
    if (uploaded) return uploaded
    if (!src.startsWith(`${WIKI_PUBLIC_FOLDER}/`)) return src
    try {
      const asset = await props.getAsset(src, props.field)
      const address =
        asset instanceof Object && 'url' in asset && typeof asset.url === 'string' ? asset.url : ''
      return address || src
    } catch {
      return src
    }
  }
  const richShown = mode === 'rich' && !unreadable
  const showProblem = (problem: BodyProblem) => {
    if (problem.line === null) return
    const textarea = rawText.current
    if (!richShown && textarea) {
      const lines = textarea.value.split('\n')
      const start = lines.slice(0, problem.line - 1).join('\n').length + (problem.line > 1 ? 1 : 0)
      textarea.focus()
      textarea.setSelectionRange(start, start + (lines[problem.line - 1]?.length ?? 0))
      const lineHeight = parseFloat(getComputedStyle(textarea).lineHeight) || 20
      textarea.scrollTop = Math.max(0, (problem.line - 3) * lineHeight)
      textarea.scrollIntoView({ block: 'nearest' })
      return
    }
    const content = richRoot.current?.querySelector<HTMLElement>('.rich-content')
    if (!content) return
    markProblems(richRoot.current, emitted.current, problems)
    const element = problemElement(content, emitted.current, problem)
    if (!element) return
    // Focus first, without scrolling (focusing the text scrolled to its top), then the place into view.
    content.focus({ preventScroll: true })
    // The cursor goes to the problem: its words selected (a link), the chip of an unknown fact selected (a click:
    // Backspace then removes it), or just before it (an image, a formula).
    if (element.matches('.rich-fact')) element.click()
    else {
      const range = document.createRange()
      if (element.matches('a, p, h2, h3, li')) range.selectNodeContents(element)
      else {
        range.setStartBefore(element)
        range.collapse(true)
      }
      const selection = getSelection()
      selection?.removeAllRanges()
      selection?.addRange(range)
    }
    element.scrollIntoView({ block: 'center' })
    // The editor may move the view to the cursor once more: the place is taken into view again after it.
    requestAnimationFrame(() => element.scrollIntoView({ block: 'center' }))
  }
  return (
    <div className="article-body">
      <div className="article-body-modes" role="group" aria-label="Metin görünümü">
        <span id={labelId} className="sr-only">
          Makale metni
        </span>
        <button type="button" aria-pressed={richShown} onClick={() => choose('rich')}>
          Biçimli metin
        </button>
        <button type="button" aria-pressed={!richShown} onClick={() => choose('raw')}>
          Markdown (satır numaralı)
        </button>
      </div>
      {unreadable && (
        <p role="alert" className="article-body-note">
          Bu metin biçimli görünümde açılamadı; Markdown olarak düzenleyebilirsiniz. ({unreadable})
        </p>
      )}
      <ProblemList problems={problems} onShow={showProblem} text={value} lineNumbers={!richShown} />
      {richShown ? (
        lists ? (
          <Suspense fallback={<p className="article-body-note">Düzenleyici yükleniyor…</p>}>
            <div ref={richRoot}>
              <RichEditor
                key={session.key}
                original={session.original}
                onChange={change}
                pages={lists.pages}
                images={lists.images}
                upload={upload}
                previewImage={previewImage}
                onUnreadable={setUnreadable}
                labelledBy={labelId}
              />
            </div>
          </Suspense>
        ) : (
          <p className="article-body-note">Düzenleyici yükleniyor…</p>
        )
      ) : (
        <RawMarkdown
          ref={rawText}
          value={value}
          onChange={change}
          id={forID}
          className={classNameWrapper}
          onFocus={setActiveStyle}
          onBlur={setInactiveStyle}
        />
      )}
    </div>
  )
}

/** Decap validates a field through its control's instance (a ref), so the control is a class. */
export class ArticleBodyControl extends Component<BodyControlProps> {
  override render() {
    return <BodyEditor {...this.props} />
  }
}

export function ArticleBodyPreview({ value }: { value?: string | null }) {
  return <pre>{value ?? ''}</pre>
}
