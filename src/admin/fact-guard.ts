// The one-source rule in the editor: a form may not drop a fact reference (`{{fiyat.ogrenci}}`) without staff choosing
// so. The fields record each explicit choice (a fact detached from a field, a fact chip deleted); the check before
// saving compares the file's references before and after and refuses a save that loses one nobody chose to drop.
// Pure, but for the registry of choices (per entry, in this browser tab).

/** A fact reference in a text (`{{fiyat.ogrenci}}`, spaces inside allowed); its group 1 is the fact's name. */
export const FACT_REFERENCE = /\{\{\s*([^{}\s]+)\s*\}\}/g

/** How often each fact is referenced in `text`. */
export function referenceCounts(text: string): Map<string, number> {
  const counts = new Map<string, number>()
  for (const match of text.matchAll(FACT_REFERENCE)) counts.set(match[1]!, (counts.get(match[1]!) ?? 0) + 1)
  return counts
}

/**
 * The fact references `after` has fewer of than `before`, less the drops staff chose (`chosen`: name → how many), one
 * name per lost reference. Empty when the save keeps every reference.
 */
export function lostReferences(
  before: string,
  after: string,
  chosen: ReadonlyMap<string, number> = new Map(),
): string[] {
  const kept = referenceCounts(after)
  const lost: string[] = []
  for (const [name, count] of referenceCounts(before)) {
    const missing = count - (kept.get(name) ?? 0) - (chosen.get(name) ?? 0)
    for (let index = 0; index < missing; index++) lost.push(name)
  }
  return lost
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b)
}

/** Every text of a value (strings and numbers at any depth), joined. */
const textsOf = (value: unknown): string =>
  Array.isArray(value)
    ? value.map(textsOf).join('\n')
    : isObject(value)
      ? Object.values(value).map(textsOf).join('\n')
      : typeof value === 'string'
        ? value
        : ''

/**
 * The texts of list items a form removed (a dealer deleted with its × button): their references go with them, by
 * staff's own choice. An item of `before` with no equal item in `after` counts when its list got shorter.
 */
export function removedItemsText(before: unknown, after: unknown): string {
  if (Array.isArray(before) && Array.isArray(after)) {
    if (after.length < before.length) {
      const left: unknown[] = [...(after as unknown[])]
      const removed: unknown[] = []
      for (const item of before) {
        const index = left.findIndex((candidate) => same(candidate, item))
        if (index === -1) removed.push(item)
        else left.splice(index, 1)
      }
      return removed.map(textsOf).join('\n')
    }
    return before.map((item, index) => removedItemsText(item, after[index])).join('\n')
  }
  if (isObject(before) && isObject(after))
    return Object.keys(before)
      .map((key) => removedItemsText(before[key], after[key]))
      .join('\n')
  return ''
}

/**
 * The fact references a form would lose by saving `after` over `before` (parsed files), one name per lost reference:
 * those neither chosen (`chosen`) nor gone with a removed list item.
 */
export function lostFactReferences(
  before: unknown,
  after: unknown,
  chosen: ReadonlyMap<string, number> = new Map(),
): string[] {
  const allowed = new Map(chosen)
  for (const [name, count] of referenceCounts(removedItemsText(before, after)))
    allowed.set(name, (allowed.get(name) ?? 0) + count)
  return lostReferences(textsOf(before), textsOf(after), allowed)
}

const choices = new Map<string, Map<string, number>>()

/** Notes that staff chose to drop one reference to `name` in the entry at `entryPath` (a detach, a deleted chip). */
export function chooseToDrop(entryPath: string, name: string): void {
  const entry = choices.get(entryPath) ?? new Map<string, number>()
  entry.set(name, (entry.get(name) ?? 0) + 1)
  choices.set(entryPath, entry)
}

/** The drops chosen in the entry since it was last saved. */
export function chosenDrops(entryPath: string): ReadonlyMap<string, number> {
  return choices.get(entryPath) ?? new Map()
}

/** After a save: the file is what it is now, so earlier choices no longer count. */
export function forgetChoices(entryPath: string): void {
  choices.delete(entryPath)
}
