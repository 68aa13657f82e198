// The link dialog of the article editor: the site's articles and pages chosen by their Turkish title (searched the
// Turkish way: "isik" finds "Işık"), or any other address typed in; a link the cursor is on shows its page's title
// with buttons to change or remove it. Replaces MDXEditor's own dialog, which offered bare addresses. Browser.
import {
  activeEditor$,
  cancelLinkEdit$,
  linkDialogState$,
  removeLink$,
  switchFromPreviewToLinkEdit$,
  updateLink$,
  useCellValue,
  usePublisher,
} from '@mdxeditor/editor'
import { useEffect, useId, useState, type SyntheticEvent } from 'react'
import { foldTurkish } from '../../shared/text.ts'

export interface SitePage {
  /** The page's address, e.g. /wiki/nurbs-nedir. */
  path: string
  /** Its Turkish title, e.g. "NURBS Nedir?". */
  title: string
}

/** How many matches the list shows at once. */
const SHOWN = 8

/**
 * The pages whose title or address holds every word of `query` (Turkish case and letters folded), titles that begin
 * with the query first, then by title. An empty query gives the first pages by title. Pure.
 */
export function matchingPages(pages: readonly SitePage[], query: string, limit = SHOWN): SitePage[] {
  const words = foldTurkish(query).split(/\s+/).filter(Boolean)
  const folded = foldTurkish(query).trim()
  return pages
    .map((page) => ({
      page,
      title: foldTurkish(page.title),
      text: `${foldTurkish(page.title)} ${page.path}`,
    }))
    .filter(({ text }) => words.every((word) => text.includes(word)))
    .sort(
      (a, b) =>
        Number(!a.title.startsWith(folded)) - Number(!b.title.startsWith(folded)) ||
        a.page.title.localeCompare(b.page.title, 'tr'),
    )
    .slice(0, limit)
    .map(({ page }) => page)
}

/** The title of the page at `url` (its #part aside), or null for an address outside the list. Pure. */
export function pageTitle(pages: readonly SitePage[], url: string): string | null {
  const path = url.split('#')[0]
  return pages.find((page) => page.path === path)?.title ?? null
}

function LinkEditDialog({
  pages,
  initialUrl,
  initialText,
  withText,
  title,
}: {
  pages: readonly SitePage[]
  initialUrl: string
  initialText: string
  withText: boolean
  title: string
}) {
  const publishLink = usePublisher(updateLink$)
  const publishCancel = usePublisher(cancelLinkEdit$)
  const publishRemove = usePublisher(removeLink$)
  const editor = useCellValue(activeEditor$)
  // Focus goes back to the text, where it was: staff write on without clicking into it again.
  const back = () => setTimeout(() => editor?.focus(), 0)
  const updateLink = (link: { url: string; title: string; text: string }) => {
    publishLink(link)
    back()
  }
  const cancel = () => {
    publishCancel()
    back()
  }
  const remove = () => {
    publishRemove()
    back()
  }
  const [query, setQuery] = useState(() => pageTitle(pages, initialUrl) ?? '')
  const [url, setUrl] = useState(initialUrl)
  const [text, setText] = useState(initialText)
  const [error, setError] = useState('')
  // An address on this site that is not one of its pages: said before the link is made (the save would refuse it).
  const [unknownAddress, setUnknownAddress] = useState('')
  const ids = { title: useId(), search: useId(), results: useId() }
  const matches = matchingPages(pages, query)
  const submit = (event: SyntheticEvent) => {
    event.preventDefault()
    const address = url.trim()
    if (!address) {
      setError('Listeden bir sayfa seçin ya da bir adres yazın.')
      return
    }
    if (!/^(https?:\/\/|mailto:|\/|#)/.test(address)) {
      setError('Adres / ile (sitedeki bir sayfa) ya da https:// ile (başka bir site) başlamalı.')
      return
    }
    if (
      address.startsWith('/') &&
      pages.length > 0 &&
      !pageTitle(pages, address) &&
      unknownAddress !== address
    ) {
      setUnknownAddress(address)
      return
    }
    // A link put where nothing was selected reads as the page's title unless staff wrote its words.
    updateLink({ url: address, title, text: withText ? text.trim() || pageTitle(pages, address) || '' : '' })
  }
  return (
    <dialog
      className="rich-dialog rich-link-dialog"
      aria-labelledby={ids.title}
      ref={(element) => {
        if (element && !element.open) element.showModal()
      }}
      onCancel={(event) => {
        event.preventDefault()
        cancel()
      }}
    >
      <form onSubmit={submit}>
        <h2 id={ids.title}>{initialUrl ? 'Bağlantıyı değiştir' : 'Bağlantı ekle'}</h2>
        {withText && (
          <label className="rich-field">
            <span>Bağlantı metni</span>
            <input value={text} onChange={(event) => setText(event.target.value)} />
          </label>
        )}
        <label className="rich-field">
          <span>Sitedeki sayfayı arayın (başlığından birkaç harf)</span>
          <input
            id={ids.search}
            type="search"
            value={query}
            autoFocus
            aria-controls={ids.results}
            onChange={(event) => setQuery(event.target.value)}
          />
        </label>
        <ul id={ids.results} className="rich-link-results" aria-label="Bulunan sayfalar">
          {matches.map((page) => (
            <li key={page.path}>
              <button
                type="button"
                aria-pressed={url === page.path}
                onClick={() => {
                  setUrl(page.path)
                  setError('')
                  setUnknownAddress('')
                }}
              >
                <span className="rich-link-title">{page.title}</span>
                {page.title !== page.path && <span className="rich-link-path"> {page.path}</span>}
              </button>
            </li>
          ))}
          {matches.length === 0 && <li className="rich-field-note">Bu harflerle başlayan bir sayfa yok.</li>}
        </ul>
        <label className="rich-field">
          <span>Başka bir sitenin ya da sayfanın adresi (listeden seçince kendiliğinden dolar)</span>
          <input
            value={url}
            placeholder="https://…"
            onChange={(event) => {
              setUrl(event.target.value)
              setError('')
              setUnknownAddress('')
            }}
          />
        </label>
        {unknownAddress && (
          <p role="alert" className="rich-error">
            “{unknownAddress}” sitede bir sayfa değil: bu bağlantı bir ziyaretçiyi “sayfa bulunamadı”ya
            götürür ve kaydederken reddedilir. Yukarıdaki listeden bir sayfa seçin. Sayfayı birazdan
            yazacaksanız yine de ekleyebilirsiniz.
          </p>
        )}
        {error && (
          <p role="alert" className="rich-error">
            {error}
          </p>
        )}
        <div className="rich-dialog-buttons">
          <button type="submit">
            {unknownAddress ? 'Yine de ekle' : initialUrl ? 'Bağlantıyı kaydet' : 'Bağlantıyı ekle'}
          </button>
          {initialUrl && (
            <button type="button" onClick={() => remove()}>
              Bağlantıyı kaldır
            </button>
          )}
          <button type="button" onClick={() => cancel()}>
            Vazgeç
          </button>
        </div>
      </form>
    </dialog>
  )
}

/** The bar shown while the cursor is on a link: where it leads, and buttons to change or remove it. */
function LinkBar({ pages, url }: { pages: readonly SitePage[]; url: string }) {
  const edit = usePublisher(switchFromPreviewToLinkEdit$)
  const remove = usePublisher(removeLink$)
  const title = pageTitle(pages, url)
  // Only while the text (or the bar itself) has the focus: over the form's other fields it covered what staff typed.
  const [shown, setShown] = useState(true)
  useEffect(() => {
    const follow = (event: FocusEvent) =>
      setShown(
        event.target instanceof Element && event.target.closest('.rich-editor, .rich-link-bar') !== null,
      )
    document.addEventListener('focusin', follow)
    return () => document.removeEventListener('focusin', follow)
  }, [])
  if (!shown) return null
  return (
    <div className="rich-link-bar" role="status">
      <span className="rich-link-bar-text">
        Bağlantı: {title ? <strong>{title}</strong> : null} <span className="rich-link-path">{url}</span>
      </span>
      <button type="button" onClick={() => edit()}>
        Değiştir
      </button>
      <button type="button" onClick={() => remove()}>
        Kaldır
      </button>
    </div>
  )
}

/** MDXEditor's `LinkDialog` for `pages`. */
export function siteLinkDialog(pages: readonly SitePage[]): () => React.JSX.Element {
  return function SiteLinkDialog() {
    const state = useCellValue(linkDialogState$)
    if (state.type === 'edit')
      return (
        <LinkEditDialog
          key={state.linkNodeKey}
          pages={pages}
          initialUrl={state.initialUrl}
          initialText={state.text}
          withText={state.withAnchorText}
          title={state.title}
        />
      )
    if (state.type === 'preview') return <LinkBar pages={pages} url={state.url} />
    return <></>
  }
}
