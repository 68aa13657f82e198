// What the visitor typed into the quote request, with its reference, kept in this browser tab only (sessionStorage,
// key "teklif:talep"): reload, Back/Forward and a visit to a rule's page find it again; closing the tab deletes it.
// The licence lines live in the address, not here. Browser.
import { EMPTY_CONTACT, type ContactDetails, type Holder } from './advisor-contact.ts'

/** The storage key (listed on /cerezler). */
export const REQUEST_STORAGE_KEY = 'teklif:talep'

export interface StoredRequest {
  reference: string
  /** When the request was started (its reference's date and the prices' validity), ISO 8601. */
  started: string
  contact: ContactDetails
  /** The holders typed for each line number. */
  holders: Record<number, Holder[]>
}

const isText = (value: unknown): value is string => typeof value === 'string'

/** The stored request, or null when there is none or it cannot be read (another version, a full or blocked store). */
export function loadRequest(): StoredRequest | null {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(REQUEST_STORAGE_KEY) ?? 'null')
    if (typeof value !== 'object' || value === null) return null
    const stored = value as Partial<StoredRequest>
    if (!isText(stored.reference) || !isText(stored.started) || Number.isNaN(Date.parse(stored.started)))
      return null
    const contact = { ...EMPTY_CONTACT }
    for (const key of Object.keys(EMPTY_CONTACT) as (keyof ContactDetails)[]) {
      const typed: unknown = stored.contact?.[key]
      if (isText(typed)) Object.assign(contact, { [key]: typed })
    }
    if (contact.currency !== 'tl') contact.currency = 'eur'
    const holders: Record<number, Holder[]> = {}
    for (const [line, people] of Object.entries(stored.holders ?? {}))
      if (Array.isArray(people))
        holders[Number(line)] = people.map((person: Partial<Holder>) => ({
          name: isText(person?.name) ? person.name : '',
          email: isText(person?.email) ? person.email : '',
        }))
    return { reference: stored.reference, started: stored.started, contact, holders }
  } catch {
    return null
  }
}

/** Keeps the request in this tab; a store that refuses (private mode, full) keeps nothing and breaks nothing. */
export function saveRequest(request: StoredRequest): void {
  try {
    sessionStorage.setItem(REQUEST_STORAGE_KEY, JSON.stringify(request))
  } catch {
    // The page works on; the typed data lives as long as the page.
  }
}

export function clearRequest(): void {
  try {
    sessionStorage.removeItem(REQUEST_STORAGE_KEY)
  } catch {
    // Nothing kept, nothing to delete.
  }
}
