// The glossary page's static part (/wiki/sozluk): a sticky bar with the letter index (and the filter box, which the
// page's script shows: use-glossary-filter.ts), then the entries in Turkish A–Z order. Rendered to HTML at build time
// by src/pages/glossary.tsx; plain links and markup, complete without JavaScript.
import { entryAnchor, groupByLetter, letterIndex } from '../../shared/glossary.ts'
import type { GlossaryEntry } from '../../shared/schemas/glossary.ts'
import type { BreadcrumbItem } from '../../shared/route-manifest.ts'
import { Breadcrumb } from '../layout/breadcrumb.tsx'
import { SmartLink } from '../ui/smart-link.tsx'
import { RELATED_LABEL } from './use-glossary-filter.ts'

export interface GlossaryViewProps {
  title: string
  description: string
  breadcrumb: readonly BreadcrumbItem[]
  entries: readonly GlossaryEntry[]
  /** Command name → its place in the command list (/wiki/command-list#…), where it is listed. */
  commandLinks: Readonly<Record<string, string>>
  /** Page address → its title, for the related pages. */
  pageTitles: Readonly<Record<string, string>>
}

const linkClass = 'font-medium text-accent underline-offset-2 hover:underline'

/** Jump targets land below the header and the sticky letter bar (html's scroll-padding-top covers the header). */
const TARGET_MARGIN = 'scroll-mt-32 sm:scroll-mt-28'

export function GlossaryView({
  title,
  description,
  breadcrumb,
  entries,
  commandLinks,
  pageTitles,
}: GlossaryViewProps) {
  const groups = groupByLetter(entries)
  return (
    <>
      <Breadcrumb items={[...breadcrumb]} />
      <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
        <h1 className="text-4xl font-bold tracking-tight text-balance">{title}</h1>
        <p className="mt-3 text-lg text-muted">{description}</p>
        <p className="mt-3 text-muted">
          {entries.length} terim; her birinin İngilizcesi, varsa komutu ve ilgili sayfaları.
        </p>
        {/* Sticky under the header (h-16), so the letters and the filter stay at hand on a long page. */}
        <div className="sticky top-16 z-30 -mx-4 mt-6 border-b border-line bg-bg/95 px-4 py-3 backdrop-blur supports-[backdrop-filter]:bg-bg/85 sm:-mx-6 sm:px-6">
          {/* Shown from the first paint where scripts run (js:), with no shift when the page hydrates. */}
          <div data-glossary-filter-box className="mb-3 hidden js:block">
            <label htmlFor="sozluk-filtre" className="sr-only">
              Sözlükte ara
            </label>
            <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
              <input
                id="sozluk-filtre"
                type="search"
                data-glossary-filter
                placeholder="Terim ara, örn. kırpma ya da fillet"
                autoComplete="off"
                spellCheck={false}
                className="min-h-11 w-full rounded-button border border-line bg-raised px-4 text-base placeholder:text-muted sm:max-w-md"
              />
              <p data-glossary-status role="status" className="text-sm text-muted" />
            </div>
          </div>
          <nav id="harfler" aria-label="Harfler">
            <ol className="-mx-1 flex gap-1 overflow-x-auto px-1 pb-1 sm:grid sm:grid-cols-[repeat(auto-fit,minmax(1.375rem,1fr))] sm:gap-0 sm:overflow-visible sm:pb-0">
              {letterIndex(groups).map(({ letter, anchor }) => (
                <li key={letter} className="shrink-0">
                  {anchor ? (
                    <a
                      href={`#${anchor}`}
                      className="flex size-11 items-center justify-center rounded-md font-semibold text-accent hover:bg-accent/10 aria-disabled:pointer-events-none aria-disabled:font-normal aria-disabled:text-muted sm:h-9 sm:w-full"
                    >
                      {letter}
                    </a>
                  ) : (
                    <span
                      className="flex size-11 items-center justify-center rounded-md text-muted sm:h-9 sm:w-full"
                      title="Bu harfle başlayan terim yok"
                    >
                      {letter}
                    </span>
                  )}
                </li>
              ))}
            </ol>
          </nav>
        </div>
        {groups.map((group) => (
          <section
            key={group.anchor}
            aria-labelledby={group.anchor}
            data-glossary-letter
            className="glossary-letter mt-10"
          >
            <h2 id={group.anchor} className={`${TARGET_MARGIN} border-b border-line pb-2 text-3xl font-bold`}>
              {group.letter}
            </h2>
            <dl className="mt-4 divide-y divide-line">
              {group.entries.map((entry) => (
                <GlossaryEntryView
                  key={entry.term}
                  entry={entry}
                  commandLinks={commandLinks}
                  pageTitles={pageTitles}
                />
              ))}
            </dl>
          </section>
        ))}
      </div>
    </>
  )
}

function GlossaryEntryView({
  entry,
  commandLinks,
  pageTitles,
}: {
  entry: GlossaryEntry
  commandLinks: Readonly<Record<string, string>>
  pageTitles: Readonly<Record<string, string>>
}) {
  const anchor = entryAnchor(entry.term)
  return (
    <div id={anchor} data-glossary-entry className={`${TARGET_MARGIN} py-5`}>
      <dt className="text-xl font-semibold">
        <a href={`#${anchor}`} className="hover:underline">
          {entry.term}
        </a>
        <span className="ml-2 text-base font-normal text-muted">
          İngilizcesi: <span lang="en">{entry.english}</span>
          {entry.englishInUse && ' (Türkçede de İngilizcesi yaygın)'}
        </span>
      </dt>
      <dd className="mt-2">{entry.definition}</dd>
      {entry.variants.length > 0 && (
        <dd className="mt-2 text-sm text-muted">Diğer yazılışlar: {entry.variants.join(', ')}</dd>
      )}
      {entry.discouraged.length > 0 && (
        <dd className="mt-1 text-sm text-muted">Önerilmeyen: {entry.discouraged.join(', ')}</dd>
      )}
      {entry.commands.length > 0 && (
        <dd className="mt-2 text-sm">
          {entry.commands.length > 1 ? 'Komutlar: ' : 'Komut: '}
          {entry.commands.map((command, index) => (
            <span key={command}>
              {index > 0 && ', '}
              {commandLinks[command] ? (
                <SmartLink href={commandLinks[command]} className={linkClass}>
                  <code lang="en">{command}</code>
                </SmartLink>
              ) : (
                <code lang="en">{command}</code>
              )}
            </span>
          ))}
        </dd>
      )}
      {entry.related.length > 0 && (
        <dd className="mt-2 text-sm">
          {RELATED_LABEL}{' '}
          {entry.related.map((path, index) => (
            <span key={path}>
              {index > 0 && ' · '}
              <SmartLink href={path} className={linkClass}>
                {pageTitles[path.split('#')[0] ?? path] ?? path}
              </SmartLink>
            </span>
          ))}
        </dd>
      )}
    </div>
  )
}
