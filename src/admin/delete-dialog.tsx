// The editor's question before an article is deleted (delete-guard.ts asks it), open at once while the repository is
// read: for an article the site has published (listed in content/routes.lock), which page its address leads to from
// now on (a redirect), chosen by title like a link; each place that links to it, with its sentence, and what becomes
// of it, one by one or all at once: point to the chosen page (words that were the article's title take that page's
// title), to another page, or keep the words and remove the link; and the images only this article used, which can
// go with it. Browser.
import { useId, useState, type ReactNode } from 'react'
import { createRoot } from 'react-dom/client'
import { comparableText } from '../shared/content/link-texts.ts'
import { placesByFile } from './incoming-links.ts'
import type { LinkPlace, PlaceAction } from './link-places.ts'
import { matchingPages, type SitePage } from './rich-text/link-dialog.tsx'

export interface DeletePlan {
  title: string
  address: string
  /** Listed in content/routes.lock: visitors may have it; a redirect is needed. */
  published: boolean
  /** The places of other files that link to the article. */
  places: LinkPlace[]
  /** Images (/images/wiki/…) the article uses and no other file does. */
  ownImages: string[]
  pages: SitePage[]
  /** The page a file is, by its repository path (its own links to the chosen page would be self-links). */
  pageOf: (file: string) => string | undefined
}

export interface DeleteAnswer {
  /** The page that replaces the article (its redirect, and where its places point by default), or null. */
  replacement: string | null
  /** What becomes of each place, by its id. */
  actions: Map<string, PlaceAction>
  deleteImages: string[]
}

/** What staff chose for one place: the chosen page, a page of its own, or no link. */
type Choice = { kind: 'replacement' } | { kind: 'other'; to: string } | { kind: 'remove' }

/** What removing a place does, in the words of its kind. */
export function removeLabel(place: LinkPlace): string {
  switch (place.kind) {
    case 'text':
      return 'Bağlantıyı kaldır, sözcükler kalsın'
    case 'parent':
      return 'Üst makaleyi kaldır'
    default:
      return 'Listeden çıkar'
  }
}

/** What removing a place leaves, as a sentence's end. */
function removedWhat(place: LinkPlace): string {
  switch (place.kind) {
    case 'text':
      return 'bağlantı kaldırılır, sözcükler kalır'
    case 'parent':
      return 'üst makale kaldırılır'
    case 'address-list':
      return 'adres listeden çıkarılır'
    default:
      return 'satır listeden çıkarılır'
  }
}

function PagePicker({
  pages,
  value,
  onChange,
  except,
  label,
}: {
  pages: readonly SitePage[]
  value: string
  onChange: (path: string) => void
  except: string
  label: string
}) {
  const [query, setQuery] = useState('')
  const searchId = useId()
  const matches = matchingPages(
    pages.filter((page) => page.path !== except),
    query,
  )
  return (
    <div className="rhino-page-picker">
      <label htmlFor={searchId}>{label}</label>
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

/** The place's sentence with the link's words marked. */
function PlaceContext({ place }: { place: LinkPlace }): ReactNode {
  const at = place.text ? place.context.indexOf(place.text) : -1
  // A list's entry or a data file's field names its place itself; a sentence is quoted.
  if (place.kind !== 'text') return <p className="rhino-place-where">{place.context}</p>
  if (at < 0) return <q>{place.context}</q>
  return (
    <q>
      {place.context.slice(0, at)}
      <mark>{place.text}</mark>
      {place.context.slice(at + place.text!.length)}
    </q>
  )
}

function PlaceRow({
  place,
  plan,
  choice,
  replacement,
  onChoice,
}: {
  place: LinkPlace
  plan: DeletePlan
  choice: Choice
  replacement: string
  onChoice: (choice: Choice) => void
}) {
  const id = useId()
  const to = choice.kind === 'replacement' ? replacement : choice.kind === 'other' ? choice.to : ''
  const self = to !== '' && plan.pageOf(place.file) === to
  const title = plan.pages.find((page) => page.path === to)?.title
  const retitled = title && place.text !== null && comparableText(place.text) === comparableText(plan.title)
  // The list already names the page: the entry goes instead (rewritePlaces does the same).
  const listed = to !== '' && place.list?.entries.some((entry) => entry.page === to)
  return (
    <li className="rhino-place">
      <PlaceContext place={place} />
      <label htmlFor={id}>Bu bağlantı:</label>
      <select
        id={id}
        value={choice.kind}
        onChange={(event) => {
          const kind = event.target.value as Choice['kind']
          onChoice(kind === 'other' ? { kind, to: '' } : { kind })
        }}
      >
        <option value="replacement">Seçilen sayfaya çevir</option>
        <option value="other">Başka bir sayfaya çevir…</option>
        {place.removable && <option value="remove">{removeLabel(place)}</option>}
      </select>
      {choice.kind === 'other' && (
        <PagePicker
          pages={plan.pages}
          value={choice.to}
          onChange={(path) => onChoice({ kind: 'other', to: path })}
          except={plan.address}
          label="Bu bağlantının gideceği sayfayı arayın"
        />
      )}
      {self && place.removable && (
        <p className="rhino-place-note">
          Bu sayfa seçilen sayfanın kendisi; bir sayfa kendine bağlantı vermez: {removedWhat(place)}.
        </p>
      )}
      {!self && listed && (
        <p className="rhino-place-note">
          Bu listede {title ?? to} zaten var; aynı sayfa iki kez yazılmaz: {removedWhat(place)}.
        </p>
      )}
      {!self && !listed && retitled && <p className="rhino-place-note">Bağlantının metni “{title}” olur.</p>}
    </li>
  )
}

function DeleteDialog({
  plan,
  onAnswer,
}: {
  plan: DeletePlan | null
  onAnswer: (answer: DeleteAnswer | null) => void
}) {
  const titleId = useId()
  const [replacement, setReplacement] = useState('')
  const [choices, setChoices] = useState<Map<string, Choice>>(new Map())
  const [images, setImages] = useState<string[] | null>(null)
  const [error, setError] = useState('')
  const choiceOf = (place: LinkPlace): Choice => choices.get(place.id) ?? { kind: 'replacement' }
  const setAll = (choice: (place: LinkPlace) => Choice) =>
    setChoices(new Map(plan!.places.map((place) => [place.id, choice(place)])))
  const chosenImages = images ?? plan?.ownImages ?? []
  const needsPage =
    plan !== null && (plan.published || plan.places.some((place) => choiceOf(place).kind === 'replacement'))
  const submit = () => {
    if (!plan) return
    if (plan.published && !replacement) return setError('Eski adrese gelenlerin gideceği sayfayı seçin.')
    if (!replacement && plan.places.some((place) => choiceOf(place).kind === 'replacement'))
      return setError('Bağlantıların gideceği sayfayı seçin ya da bağlantıları kaldırın.')
    const unpicked = plan.places.find((place) => {
      const choice = choiceOf(place)
      return choice.kind === 'other' && !choice.to
    })
    if (unpicked) return setError(`“${unpicked.context}” için gideceği sayfayı seçin.`)
    const actions = new Map<string, PlaceAction>()
    for (const place of plan.places) {
      const choice = choiceOf(place)
      const to = choice.kind === 'replacement' ? replacement : choice.kind === 'other' ? choice.to : ''
      actions.set(
        place.id,
        choice.kind === 'remove'
          ? { kind: 'remove' }
          : { kind: 'point', to, title: plan.pages.find((page) => page.path === to)?.title ?? to },
      )
    }
    onAnswer({ replacement: replacement || null, actions, deleteImages: chosenImages })
  }
  const groups = plan ? placesByFile(plan.places) : []
  return (
    <dialog
      className="rhino-dialog rhino-delete-dialog"
      aria-labelledby={titleId}
      aria-busy={plan === null}
      ref={(element) => {
        if (element && !element.open) element.showModal()
      }}
      onCancel={(event) => {
        event.preventDefault()
        onAnswer(null)
      }}
    >
      <h2 id={titleId}>{plan ? `“${plan.title}” silinsin mi?` : 'Makale silinsin mi?'}</h2>
      <div className="rhino-dialog-text">
        {plan === null ? (
          <p role="status" className="rhino-working">
            Bu makaleye bağlantı veren sayfalar aranıyor…
          </p>
        ) : (
          <>
            {plan.published ? (
              <p>
                Bu makale sitede yayımlandı ({plan.address}): arama motorlarında, paylaşılan bağlantılarda ve
                ders notlarında adresi dolaşıyor olabilir. Bu adrese gelen ziyaretçilerin gideceği sayfayı
                seçin; adres kalıcı olarak oraya yönlendirilir.
              </p>
            ) : (
              <p>
                Bu makale henüz sitede yayımlanmadı ({plan.address}); eski adresi için yönlendirme gerekmez.
              </p>
            )}
            {needsPage && (
              <PagePicker
                pages={plan.pages}
                value={replacement}
                onChange={setReplacement}
                except={plan.address}
                label="Yerine geçecek sayfayı arayın (başlığından birkaç harf)"
              />
            )}
            {plan.places.length > 0 ? (
              <section aria-labelledby={`${titleId}-places`}>
                <h3 id={`${titleId}-places`}>
                  Bu makaleye bağlantı veren yerler ({plan.places.length} yer, {groups.length} sayfada)
                </h3>
                <div className="rhino-dialog-buttons">
                  <button type="button" onClick={() => setAll(() => ({ kind: 'replacement' }))}>
                    Hepsini seçilen sayfaya çevir
                  </button>
                  <button
                    type="button"
                    onClick={() =>
                      setAll((place) => (place.removable ? { kind: 'remove' } : { kind: 'replacement' }))
                    }
                  >
                    Hepsinde bağlantıyı kaldır
                  </button>
                </div>
                {groups.map((group) => (
                  <div key={group.file} className="rhino-place-group">
                    <h4>{group.title}</h4>
                    <ul>
                      {group.places.map((place) => (
                        <PlaceRow
                          key={place.id}
                          place={place}
                          plan={plan}
                          choice={choiceOf(place)}
                          replacement={replacement}
                          onChoice={(choice) => setChoices(new Map(choices).set(place.id, choice))}
                        />
                      ))}
                    </ul>
                  </div>
                ))}
              </section>
            ) : (
              <p>Sitede bu makaleye bağlantı veren başka sayfa yok.</p>
            )}
            {plan.ownImages.length > 0 && (
              <fieldset>
                <legend>Yalnızca bu makalede kullanılan görseller</legend>
                {plan.ownImages.map((image) => (
                  <label key={image} className="rhino-check">
                    <input
                      type="checkbox"
                      checked={chosenImages.includes(image)}
                      onChange={(event) =>
                        setImages(
                          event.target.checked
                            ? [...chosenImages, image]
                            : chosenImages.filter((item) => item !== image),
                        )
                      }
                    />{' '}
                    {image.split('/').pop()} görselini de sil
                  </label>
                ))}
              </fieldset>
            )}
          </>
        )}
        {error && (
          <p role="alert" className="rhino-fact-error">
            {error}
          </p>
        )}
      </div>
      <div className="rhino-dialog-buttons">
        <button type="button" className="rhino-danger" onClick={submit} disabled={plan === null}>
          Makaleyi sil
        </button>
        <button type="button" onClick={() => onAnswer(null)}>
          Vazgeç
        </button>
      </div>
    </dialog>
  )
}

/**
 * Asks at once and fills the question in when `plan` is ready; resolves with the answer, or null when staff keep the
 * article (or the plan could not be made: `plan` rejects, and so does this).
 */
export function askDelete(plan: Promise<DeletePlan>): Promise<DeleteAnswer | null> {
  const host = document.createElement('div')
  document.body.append(host)
  const root = createRoot(host)
  return new Promise((resolve, reject) => {
    let open = true
    const close = () => {
      open = false
      root.unmount()
      host.remove()
    }
    const show = (ready: DeletePlan | null) =>
      open &&
      root.render(
        <DeleteDialog
          plan={ready}
          onAnswer={(answer) => {
            close()
            resolve(answer)
          }}
        />,
      )
    show(null)
    plan.then(show, (error: unknown) => {
      if (!open) return
      close()
      reject(error instanceof Error ? error : new Error(String(error)))
    })
  })
}
