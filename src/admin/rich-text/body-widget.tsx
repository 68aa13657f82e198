// The article text field of the editor (Decap widget 'article-body'): the text as formatted writing with buttons
// (rich-editor.tsx, loaded on first use so the editor's first screen stays light) or as Markdown with line numbers,
// which the save check's "metin, satır N" counts. Opening and saving an article unchanged writes the file as it was.
// Browser.
import { Component, lazy, Suspense, useEffect, useId, useRef, useState, type ChangeEvent } from 'react'
import { WIKI_MEDIA_FOLDER, WIKI_PUBLIC_FOLDER } from '../collections'
import { loadSiteIndex } from '../entry-check'
import { repositoryImages } from '../repository-media'
import { imageFileName, reducedImage } from './image-upload'
import './rich-text.css'

const RichEditor = lazy(() => import('./rich-editor'))

export type BodyMode = 'rich' | 'raw'
const MODE_KEY = 'rhino-article-body-mode'

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
}: {
  value: string
  onChange: (value: string) => void
  id: string
  className: string
  onFocus: () => void
  onBlur: () => void
}) {
  const gutter = useRef<HTMLPreElement>(null)
  return (
    <div className="raw-markdown">
      <pre ref={gutter} className="raw-markdown-lines" aria-hidden="true">
        {lineNumbers(value)}
      </pre>
      <textarea
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

interface SiteLists {
  pages: string[]
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
  useEffect(() => {
    if (value !== emitted.current) {
      emitted.current = value
      setSession((current) => ({ key: current.key + 1, original: value }))
    }
  }, [value])
  useEffect(() => {
    void loadSiteIndex().then((site) =>
      setLists({
        pages: Object.keys(site.pages).sort((a, b) => a.localeCompare(b, 'tr')),
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
    return `${WIKI_PUBLIC_FOLDER}/${name}`
  }
  const previewImage = async (src: string): Promise<string> => {
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
      {richShown ? (
        lists ? (
          <Suspense fallback={<p className="article-body-note">Düzenleyici yükleniyor…</p>}>
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
          </Suspense>
        ) : (
          <p className="article-body-note">Düzenleyici yükleniyor…</p>
        )
      ) : (
        <RawMarkdown
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
