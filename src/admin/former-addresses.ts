// The editor's rule for a changed address: when an existing article's slug changes, its old address joins its former
// addresses (`eskiAdresler`) on save, so links to it keep working (301). The rule is pure; the rest runs in the
// browser (a Decap preSave handler and the slug field's note).
import { fieldText } from './field-text.ts'

export const wikiAddress = (slug: string) => `/wiki/${slug}`

/**
 * The former addresses an article saves with. `published` is the slug it was opened with (undefined for a new
 * article), `next` the slug it is saved with. The published address is added when the slug changed; going back to
 * an earlier slug takes that address out again (it is a page once more, and a page cannot redirect to itself).
 */
export function formerAddressesOnSave(
  published: string | undefined,
  next: string,
  former: readonly string[],
): { addresses: string[]; added: string | null } {
  const addresses = former.filter((address) => address !== wikiAddress(next))
  if (published === undefined || published === next || addresses.includes(wikiAddress(published)))
    return { addresses, added: null }
  return { addresses: [...addresses, wikiAddress(published)], added: wikiAddress(published) }
}

/** The note under the slug field while the slug differs from the published one; null otherwise. */
export function slugChangeNote(published: string | undefined, next: string): string | null {
  if (published === undefined || published === next || next === '') return null
  return (
    `Adres değişiyor: ${wikiAddress(published)} → ${wikiAddress(next)}. Kaydettiğinizde ${wikiAddress(published)} ` +
    '"Eski adresler" listesine kendiliğinden eklenir; eski bağlantılar yeni adrese yönlendirilir.'
  )
}

/** The slug each open article was loaded with, by file path (remembered by the slug field when it appears). */
const publishedSlugs = new Map<string, string>()

export function rememberPublishedSlug(path: string, slug: string): void {
  if (!publishedSlugs.has(path)) publishedSlugs.set(path, slug)
}

/** After a save: the article's address is the one it was saved with. */
export function publishedSlugSaved(path: string, slug: string): void {
  publishedSlugs.set(path, slug)
}

export function publishedSlugOf(path: string): string | undefined {
  return publishedSlugs.get(path)
}

/** The title each open article was loaded with, by file path (remembered by the title field when it appears). */
const publishedTitles = new Map<string, string>()

export function rememberPublishedTitle(path: string, title: string): void {
  if (!publishedTitles.has(path)) publishedTitles.set(path, title)
}

/** After a save: the article's title is the one it was saved with. */
export function publishedTitleSaved(path: string, title: string): void {
  publishedTitles.set(path, title)
}

export function publishedTitleOf(path: string): string | undefined {
  return publishedTitles.get(path)
}

interface ImmutableList {
  clear: () => ImmutableList
  push: (...values: string[]) => ImmutableList
}
interface ImmutableMap {
  get: (key: string) => unknown
  set: (key: string, value: unknown) => ImmutableMap
  toList: () => ImmutableList
}
interface SavedEntry {
  get: (key: string) => unknown
}

const listOf = (value: unknown): string[] =>
  ((value as { toJS?: () => unknown } | undefined)?.toJS?.() as string[] | undefined) ?? []

/** Decap's preSave handler: adds the old address of an article whose slug changed, or leaves the data as it is. */
export function addFormerAddressOnSave({ entry }: { entry: SavedEntry }): ImmutableMap | undefined {
  if (entry.get('collection') !== 'wiki' || entry.get('newRecord')) return undefined
  const data = entry.get('data') as ImmutableMap
  const fileSlug = fieldText(entry.get('slug'))
  const published = publishedSlugOf(fieldText(entry.get('path'))) ?? fileSlug
  const next = fieldText(data.get('slug')) || fileSlug
  const former = listOf(data.get('eskiAdresler'))
  const { addresses } = formerAddressesOnSave(published, next, former)
  if (addresses.length === former.length && addresses.every((address, index) => address === former[index]))
    return undefined
  // An Immutable List like the one Decap's list field keeps, made without importing Immutable itself.
  return data.set(
    'eskiAdresler',
    data
      .toList()
      .clear()
      .push(...addresses),
  )
}
