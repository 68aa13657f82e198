// Learn page filter: search text (Turkish-folded substring), language and sector, and their URL values. Pure; browser.
import {
  LANGUAGE_OPTIONS,
  SECTOR_OPTIONS,
  type LanguageFilterValue,
  type SectorFilterValue,
} from '../data/learn.ts'
import type { LearningResource } from '../shared/schemas/learn.ts'
import { includesFolded } from '../shared/text.ts'

/** Query-string keys of the learn page: `?q=render&dil=turkce&sektor=mimarlik`. */
export const LEARN_PARAMS = { query: 'q', language: 'dil', sector: 'sektor' } as const

export interface LearnFilters {
  /** Free text; matched against title, description and category. */
  query: string
  /** @default 'all' */
  language: LanguageFilterValue
  /** @default 'all' */
  sector: SectorFilterValue
}

export const DEFAULT_LEARN_FILTERS: LearnFilters = { query: '', language: 'all', sector: 'all' }

/** A URL value, or 'all' when it is missing or unknown. */
export function parseLanguage(value: string | null | undefined): LanguageFilterValue {
  return LANGUAGE_OPTIONS.find((option) => option.value === value)?.value ?? 'all'
}

/** A URL value, or 'all' when it is missing or unknown. */
export function parseSector(value: string | null | undefined): SectorFilterValue {
  return SECTOR_OPTIONS.find((option) => option.value === value)?.value ?? 'all'
}

export function languageLabel(value: LanguageFilterValue): string {
  return LANGUAGE_OPTIONS.find((option) => option.value === value)?.label ?? value
}

export function sectorLabel(value: SectorFilterValue): string {
  return SECTOR_OPTIONS.find((option) => option.value === value)?.label ?? value
}

export function matchesLearnQuery(resource: LearningResource, query: string): boolean {
  const needle = query.trim()
  if (!needle) return true
  return (
    includesFolded(resource.title, needle) ||
    includesFolded(resource.description, needle) ||
    includesFolded(resource.category, needle)
  )
}

/** Resources that match the search text, the language and the sector at the same time (order kept). */
export function filterLearningResources(
  resources: readonly LearningResource[],
  filters: LearnFilters,
): LearningResource[] {
  const language = filters.language === 'all' ? undefined : languageLabel(filters.language)
  const sector = filters.sector === 'all' ? undefined : sectorLabel(filters.sector)
  return resources.filter(
    (resource) =>
      (language === undefined || resource.language === language) &&
      (sector === undefined || resource.sector === sector) &&
      matchesLearnQuery(resource, filters.query),
  )
}
