// The editor's question before an article is deleted (delete-guard.ts asks it): which pages link to it; for an
// article the site has published (listed in content/routes.lock), which page its address leads to from now on (a
// redirect), chosen by title like a link; for one never published, no redirect, and its incoming links, if any, are
// pointed to the page chosen; and the images only this article used, which can go with it. Browser.
import { useId, useState } from 'react'
import { createRoot } from 'react-dom/client'
import { matchingPages, type SitePage } from './rich-text/link-dialog.tsx'
import type { IncomingLink } from './incoming-links.ts'

export interface DeletePlan {
  title: string
  address: string
  /** Listed in content/routes.lock: visitors may have it; a redirect is needed. */
  published: boolean
  incoming: IncomingLink[]
  /** Images (/images/wiki/…) the article uses and no other file does. */
  ownImages: string[]
  pages: SitePage[]
}

export interface DeleteAnswer {
  /** The page that replaces the article (its redirect, and where its incoming links go), or null. */
  replacement: string | null
  pointLinks: boolean
  deleteImages: string[]
}

function PagePicker({
  pages,
  value,
  onChange,
  except,
}: {
  pages: readonly SitePage[]
  value: string
  onChange: (path: string) => void
  except: string
}) {
  const [query, setQuery] = useState('')
  const searchId = useId()
  const matches = matchingPages(
    pages.filter((page) => page.path !== except),
    query,
  )
  return (
    <div className="rhino-page-picker">
      <label htmlFor={searchId}>Yerine geçecek sayfayı arayın (başlığından birkaç harf)</label>
      <input id={searchId} type="search" value={query} onChange={(event) => setQuery(event.target.value)} />
      <ul aria-label="Bulunan sayfalar">
        {matches.map((page) => (
          <li key={page.path}>
            <button type="button" aria-pressed={value === page.path} onClick={() => onChange(page.path)}>
              <strong>{page.title}</strong> <span>{page.path}</span>
            </button>
          </li>
        ))}
        {matches.length === 0 && <li>Bu harflerle başlayan bir sayfa yok.</li>}
      </ul>
      <p>
        {value
          ? `Seçilen sayfa: ${pages.find((page) => page.path === value)?.title ?? value} (${value})`
          : ''}
      </p>
    </div>
  )
}

function DeleteDialog({
  plan,
  onAnswer,
}: {
  plan: DeletePlan
  onAnswer: (answer: DeleteAnswer | null) => void
}) {
  const titleId = useId()
  const [replacement, setReplacement] = useState('')
  const [pointLinks, setPointLinks] = useState(true)
  const [images, setImages] = useState<string[]>(plan.ownImages)
  const [error, setError] = useState('')
  const needsPage = plan.published || plan.incoming.length > 0
  const submit = () => {
    if (needsPage && !replacement) {
      setError(
        plan.published
          ? 'Eski adrese gelenlerin gideceği sayfayı seçin.'
          : 'Bağlantıların gideceği sayfayı seçin.',
      )
      return
    }
    onAnswer({
      replacement: needsPage ? replacement : null,
      pointLinks: plan.published ? pointLinks : plan.incoming.length > 0,
      deleteImages: images,
    })
  }
  return (
    <dialog
      className="rhino-dialog rhino-delete-dialog"
      aria-labelledby={titleId}
      ref={(element) => {
        if (element && !element.open) element.showModal()
      }}
      onCancel={(event) => {
        event.preventDefault()
        onAnswer(null)
      }}
    >
      <h2 id={titleId}>“{plan.title}” silinsin mi?</h2>
      <div className="rhino-dialog-text">
        {plan.published ? (
          <p>
            Bu makale sitede yayımlandı ({plan.address}): arama motorlarında, paylaşılan bağlantılarda ve ders
            notlarında adresi dolaşıyor olabilir. Bu adrese gelen ziyaretçilerin gideceği sayfayı seçin; adres
            kalıcı olarak oraya yönlendirilir.
          </p>
        ) : (
          <p>Bu makale henüz sitede yayımlanmadı ({plan.address}); eski adresi için yönlendirme gerekmez.</p>
        )}
        {plan.incoming.length > 0 && (
          <>
            <p>Bu makaleye bağlantı veren sayfalar:</p>
            <ul>
              {plan.incoming.map((link) => (
                <li key={link.path}>
                  {link.title}
                  {link.count > 1 ? ` (${link.count} bağlantı)` : ''}
                </li>
              ))}
            </ul>
          </>
        )}
        {needsPage && (
          <PagePicker
            pages={plan.pages}
            value={replacement}
            onChange={setReplacement}
            except={plan.address}
          />
        )}
        {plan.published && plan.incoming.length > 0 && (
          <label className="rhino-check">
            <input
              type="checkbox"
              checked={pointLinks}
              onChange={(event) => setPointLinks(event.target.checked)}
            />{' '}
            Bu sayfalardaki bağlantıları da seçilen sayfaya çevir
          </label>
        )}
        {!plan.published && plan.incoming.length > 0 && (
          <p>Bu sayfalardaki bağlantılar seçtiğiniz sayfaya çevrilir.</p>
        )}
        {plan.ownImages.length > 0 && (
          <fieldset>
            <legend>Yalnızca bu makalede kullanılan görseller</legend>
            {plan.ownImages.map((image) => (
              <label key={image} className="rhino-check">
                <input
                  type="checkbox"
                  checked={images.includes(image)}
                  onChange={(event) =>
                    setImages((current) =>
                      event.target.checked ? [...current, image] : current.filter((item) => item !== image),
                    )
                  }
                />{' '}
                {image.split('/').pop()} görselini de sil
              </label>
            ))}
          </fieldset>
        )}
        {error && (
          <p role="alert" className="rhino-fact-error">
            {error}
          </p>
        )}
      </div>
      <div className="rhino-dialog-buttons">
        <button type="button" className="rhino-danger" onClick={submit}>
          Makaleyi sil
        </button>
        <button type="button" onClick={() => onAnswer(null)}>
          Vazgeç
        </button>
      </div>
    </dialog>
  )
}

/** Asks; resolves with the answer, or null when staff keep the article. */
export function askDelete(plan: DeletePlan): Promise<DeleteAnswer | null> {
  const host = document.createElement('div')
  document.body.append(host)
  const root = createRoot(host)
  return new Promise((resolve) => {
    root.render(
      <DeleteDialog
        plan={plan}
        onAnswer={(answer) => {
          root.unmount()
          host.remove()
          resolve(answer)
        }}
      />,
    )
  })
}
