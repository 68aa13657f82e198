// What renaming an article does to the links to it, asked where staff rename it: under the address field (links to the
// old address point to the new one) and under the title field (link words that are the old title take the new one).
// Both are on by default; after the save, updateLinksAfterRename does what was chosen (main.tsx). Browser.
import { useEffect, useId, useState } from 'react'
import { comparableText } from '../shared/content/link-texts.ts'
import { incomingPlaces, placesByFile, saveFiles } from './incoming-links.ts'
import { rewritePlaces, type LinkPlace } from './link-places.ts'

export interface RenameChoice {
  /** Links to the old address point to the new one. */
  pointLinks: boolean
  /** Link words that are the old title take the new title. */
  retitle: boolean
}

const choices = new Map<string, RenameChoice>()

/** What staff chose for the article at `path` (both on until they untick one). */
export function renameChoiceOf(path: string): RenameChoice {
  return choices.get(path) ?? { pointLinks: true, retitle: true }
}

function setChoice(path: string, change: Partial<RenameChoice>): void {
  choices.set(path, { ...renameChoiceOf(path), ...change })
}

/** The places of other files that link to `addresses`, read once per address list. */
function usePlaces(addresses: readonly string[], path: string): LinkPlace[] | null {
  const [places, setPlaces] = useState<LinkPlace[] | null>(null)
  const key = addresses.join(' ')
  useEffect(() => {
    let current = true
    void incomingPlaces(key.split(' '), path).then(({ places: found }) => current && setPlaces(found))
    return () => {
      current = false
    }
  }, [key, path])
  return places
}

const pageList = (places: readonly LinkPlace[]) =>
  placesByFile(places)
    .map((group) => `${group.title}${group.places.length > 1 ? ` (${group.places.length} bağlantı)` : ''}`)
    .join(', ')

/** Under the address field: the pages that link to the old address, and whether their links follow. */
export function AddressLinks({ path, from, to }: { path: string; from: string; to: string }) {
  const places = usePlaces([from], path)
  const [point, setPoint] = useState(() => renameChoiceOf(path).pointLinks)
  const id = useId()
  if (places === null)
    return <p className="rhino-rename-links">Eski adrese bağlantı veren sayfalar aranıyor…</p>
  if (places.length === 0)
    return <p className="rhino-rename-links">Sitede eski adrese bağlantı veren başka sayfa yok.</p>
  const groups = placesByFile(places)
  return (
    <div className="rhino-rename-links">
      <p>
        {groups.length} sayfada eski adrese {places.length} bağlantı var: {pageList(places)}.
      </p>
      <label htmlFor={id} className="rhino-check">
        <input
          id={id}
          type="checkbox"
          checked={point}
          onChange={(event) => {
            setPoint(event.target.checked)
            setChoice(path, { pointLinks: event.target.checked })
          }}
        />{' '}
        Kaydederken bu bağlantıları yeni adrese ({to}) çevir (önerilir; işaretlemezseniz eski adres
        yönlendirmeyle çalışmaya devam eder)
      </label>
    </div>
  )
}

/** Under the title field: the links whose words are the old title, and whether they take the new one. */
export function TitleLinks({
  path,
  addresses,
  from,
  to,
}: {
  path: string
  addresses: readonly string[]
  from: string
  to: string
}) {
  const places = usePlaces(addresses, path)
  const [retitle, setRetitle] = useState(() => renameChoiceOf(path).retitle)
  const id = useId()
  if (places === null) return <p className="rhino-rename-links">Bağlantılar aranıyor…</p>
  const titled = places.filter(
    (place) => place.text !== null && comparableText(place.text) === comparableText(from),
  )
  if (titled.length === 0)
    return (
      <p className="rhino-rename-links">Bu makaleye verilen bağlantıların metninde eski başlık geçmiyor.</p>
    )
  return (
    <div className="rhino-rename-links">
      <p>
        {titled.length} bağlantının metni eski başlık (“{from}”): {pageList(titled)}.
      </p>
      <label htmlFor={id} className="rhino-check">
        <input
          id={id}
          type="checkbox"
          checked={retitle}
          onChange={(event) => {
            setRetitle(event.target.checked)
            setChoice(path, { retitle: event.target.checked })
          }}
        />{' '}
        Kaydederken bu bağlantıların metnini yeni başlıkla (“{to}”) değiştir (önerilir)
      </label>
    </div>
  )
}

export interface Rename {
  /** The article's file. */
  path: string
  /** Its address and title when it was opened, and as saved. */
  from: { address: string; title: string }
  to: { address: string; title: string }
  /** Its former addresses (links to them count as links to it). */
  former: readonly string[]
}

/**
 * After a rename is saved: the links to the old address point to the new one, and link words that were the old title
 * take the new one, as staff chose (one commit). Resolves with what was done, in staff words, or null when nothing was
 * to be done.
 */
export async function updateLinksAfterRename(rename: Rename): Promise<string[] | null> {
  const choice = renameChoiceOf(rename.path)
  choices.delete(rename.path)
  const moved = rename.from.address !== rename.to.address && choice.pointLinks
  const retitled = comparableText(rename.from.title) !== comparableText(rename.to.title) && choice.retitle
  if (!moved && !retitled) return null
  const addresses = [...new Set([rename.from.address, rename.to.address, ...rename.former])]
  const { files, places } = await incomingPlaces(addresses, rename.path)
  const changed = rewritePlaces(
    files,
    places,
    (place) => {
      // A link to a former address of the article is a link to it: it follows too.
      const to = moved || place.page !== rename.to.address ? rename.to.address : place.page
      return to === place.page && !retitled
        ? { kind: 'keep' }
        : { kind: 'point', to, ...(retitled ? { title: rename.to.title } : {}), samePage: true }
    },
    { oldTitle: rename.from.title },
  )
  await saveFiles(
    changed,
    `Bağlantılar: ${rename.from.title} → ${rename.to.title} (${rename.from.address} → ${rename.to.address})`,
  )
  if (changed.length === 0) return null
  const what = [
    moved ? `${rename.from.address} yerine ${rename.to.address} adresini gösteriyor` : '',
    retitled ? `eski başlıkla yazılan bağlantılar “${rename.to.title}” oldu` : '',
  ]
    .filter(Boolean)
    .join('; ')
  return [
    `${changed.length} sayfadaki bağlantılar güncellendi (${what}): ${changed.map((file) => file.title).join(', ')}.`,
  ]
}
