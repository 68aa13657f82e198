// Browser: the glossary's filter box (on its index, /wiki/sozluk; shown only where scripts run, by CSS: without JavaScript it could do
// nothing). It hides the entries that do not contain every typed word, Turkish-folded (kirpma finds
// Kırpma), the letters left empty and their links; a status line says how many terms are shown. Any text is safe:
// it is only compared, never turned into a pattern or markup.
import { useEffect } from 'react'
import { foldTurkish } from '../../shared/text.ts'

/** The label of an entry's related pages (glossary-view.tsx): the filter leaves them out, or every entry would match. */
export const RELATED_LABEL = 'İlgili sayfalar:'

/**
 * What an entry is found by: on the index, its term and English name; where an entry is whole (dt/dd), also its
 * definition, other spellings and commands (not its related pages).
 */
function searchText(entry: HTMLElement): string {
  const parts = [...entry.querySelectorAll('dt, dd')]
  if (parts.length === 0) return foldTurkish(entry.textContent ?? '')
  return foldTurkish(
    parts
      .map((part) => part.textContent ?? '')
      .filter((text) => !text.startsWith(RELATED_LABEL))
      .join(' '),
  )
}

function connectFilter(): (() => void) | undefined {
  const input = document.querySelector<HTMLInputElement>('[data-glossary-filter]')
  const status = document.querySelector<HTMLElement>('[data-glossary-status]')
  if (!input || !status) return undefined
  const sections = [...document.querySelectorAll<HTMLElement>('[data-glossary-letter]')].map((section) => ({
    section,
    entries: [...section.querySelectorAll<HTMLElement>('[data-glossary-entry]')],
    link: document.querySelector<HTMLAnchorElement>(
      `#harfler a[href="#${section.getAttribute('aria-labelledby') ?? ''}"]`,
    ),
  }))
  // Folded once, on the first keystroke: 300 entries' text is read from the page only when someone filters.
  let texts: Map<HTMLElement, string> | undefined

  const apply = () => {
    texts ??= new Map(sections.flatMap(({ entries }) => entries.map((entry) => [entry, searchText(entry)])))
    const words = foldTurkish(input.value).split(/\s+/).filter(Boolean)
    let shown = 0
    for (const { section, entries, link } of sections) {
      let shownHere = 0
      for (const entry of entries) {
        const text = texts.get(entry) ?? ''
        const match = words.every((word) => text.includes(word))
        entry.hidden = !match
        if (match) shownHere++
      }
      section.hidden = shownHere === 0
      if (link) {
        if (shownHere === 0) {
          link.setAttribute('aria-disabled', 'true')
          link.tabIndex = -1
        } else {
          link.removeAttribute('aria-disabled')
          link.removeAttribute('tabindex')
        }
      }
      shown += shownHere
    }
    status.textContent =
      words.length === 0
        ? ''
        : shown === 0
          ? 'Eşleşen terim yok; başka bir kelime deneyin.'
          : `${shown} terim gösteriliyor`
  }

  input.addEventListener('input', apply)
  // Back/forward may bring the page back with the box still filled in.
  if (input.value) apply()
  return () => input.removeEventListener('input', apply)
}

export function useGlossaryFilter(): void {
  useEffect(() => connectFilter(), [])
}
