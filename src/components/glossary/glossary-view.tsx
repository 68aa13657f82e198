// The glossary's static parts, rendered to HTML at build time (src/pages/glossary.tsx, glossary-part.tsx); plain links
// and markup, complete without JavaScript. The index (/wiki/sozluk) lists every term with its English name under a
// sticky bar of letters and the filter box (which the page's script shows: use-glossary-filter.ts); each term links to
// its definition in one of the parts (/wiki/sozluk/a-b …), which hold the entries in Turkish A–Z order.
import { ChevronLeft, ChevronRight } from 'lucide-react'
import type { ReactNode } from 'react'
import {
  entryAnchor,
  GLOSSARY_PATH,
  glossaryEntryPath,
  glossaryPartPath,
  groupByLetter,
  letterIndex,
  partOfLetter,
  type GlossaryPart,
  type LetterGroup,
} from '../../shared/glossary.ts'
import type { GlossaryEntry } from '../../shared/schemas/glossary.ts'
import type { BreadcrumbItem } from '../../shared/route-manifest.ts'
import { Breadcrumb } from '../layout/breadcrumb.tsx'
import { SmartLink } from '../ui/smart-link.tsx'
import { RELATED_LABEL } from './use-glossary-filter.ts'

interface PageText {
  title: string
  description: string
  breadcrumb: readonly BreadcrumbItem[]
}

export interface GlossaryIndexProps extends PageText {
  entries: readonly GlossaryEntry[]
  parts: readonly GlossaryPart[]
}

export interface GlossaryPartProps extends PageText {
  part: GlossaryPart
  /** The parts before and after this one, for the links at the end. */
  previous?: GlossaryPart
  next?: GlossaryPart
  /** Every letter that has entries, in any part: the letter bar links to the others' pages. */
  allGroups: readonly LetterGroup[]
  /** Command name → its place in the command list (/wiki/command-list#…), where it is listed. */
  commandLinks: Readonly<Record<string, string>>
  /** Page address → its title, for the related pages. */
  pageTitles: Readonly<Record<string, string>>
}

const linkClass = 'font-medium text-accent underline-offset-2 hover:underline'

/** Jump targets land below the header and the sticky letter bar (html's scroll-padding-top covers the header). */
const TARGET_MARGIN = 'scroll-mt-32 sm:scroll-mt-28'

/** Where a letter of the bar leads: its section on this page, or on its part's page (a letter without terms is not a link). */
type LetterHref = (group: { letter: string; anchor: string }) => string

function LetterBar({
  groups,
  href,
  filter,
}: {
  groups: readonly LetterGroup[]
  href: LetterHref
  filter: boolean
}) {
  return (
    // Sticky under the header (h-16), so the letters (and the filter) stay at hand on a long page.
    <div className="sticky top-16 z-30 -mx-4 mt-6 border-b border-line bg-bg/95 px-4 py-3 backdrop-blur supports-[backdrop-filter]:bg-bg/85 sm:-mx-6 sm:px-6">
      {filter && (
        // Shown from the first paint where scripts run (js:), with no shift when the page hydrates.
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
      )}
      <nav id="harfler" aria-label="Harfler">
        <ol className="-mx-1 flex gap-1 overflow-x-auto px-1 pb-1 sm:grid sm:grid-cols-[repeat(auto-fit,minmax(1.375rem,1fr))] sm:gap-0 sm:overflow-visible sm:pb-0">
          {letterIndex(groups).map(({ letter, anchor }) => (
            <li key={letter} className="shrink-0">
              {anchor ? (
                <a
                  href={href({ letter, anchor })}
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
  )
}

/** The top every glossary page shares: breadcrumb, title and description, then the page's own content. */
function GlossaryPage({ title, description, breadcrumb, children }: PageText & { children: ReactNode }) {
  return (
    <>
      <Breadcrumb items={[...breadcrumb]} />
      <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
        <h1 className="text-4xl font-bold tracking-tight text-balance">{title}</h1>
        <p className="mt-3 text-lg text-muted">{description}</p>
        {children}
      </div>
    </>
  )
}

/** /wiki/sozluk: every term and its English name by letter, each linked to its definition; the parts listed. */
export function GlossaryIndexView({ title, description, breadcrumb, entries, parts }: GlossaryIndexProps) {
  const groups = groupByLetter(entries)
  return (
    <GlossaryPage title={title} description={description} breadcrumb={breadcrumb}>
      <p className="mt-3 text-muted">
        {entries.length} terim. Bir terime tıklayınca tanımı, varsa komutu ve ilgili sayfaları açılır;
        tanımlar harf sırasıyla {parts.length} bölümdedir:
      </p>
      <ul className="mt-2 flex flex-wrap gap-2" aria-label="Sözlüğün bölümleri">
        {parts.map((part) => (
          <li key={part.slug}>
            <SmartLink
              href={glossaryPartPath(part.slug)}
              className="inline-flex min-h-11 items-center rounded-button border border-line px-4 font-semibold text-accent hover:bg-accent/10"
            >
              {part.label}
              <span className="ml-2 text-sm font-normal text-muted">{part.entries} terim</span>
            </SmartLink>
          </li>
        ))}
      </ul>
      <LetterBar groups={groups} href={({ anchor }) => `#${anchor}`} filter />
      {groups.map((group) => (
        <section key={group.anchor} aria-labelledby={group.anchor} data-glossary-letter className="mt-8">
          <h2 id={group.anchor} className={`${TARGET_MARGIN} border-b border-line pb-2 text-3xl font-bold`}>
            {group.letter}
          </h2>
          <ul className="glossary-index">
            {group.entries.map((entry) => (
              <li key={entry.term} id={entryAnchor(entry.term)} data-glossary-entry>
                <a href={glossaryEntryPath(entry.term)}>{entry.term}</a>{' '}
                <span lang="en">{entry.english}</span>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </GlossaryPage>
  )
}

/** /wiki/sozluk/<part>: the entries of the part's letters, whole. */
export function GlossaryPartView({
  title,
  description,
  breadcrumb,
  part,
  previous,
  next,
  allGroups,
  commandLinks,
  pageTitles,
}: GlossaryPartProps) {
  const own = new Set(part.groups.map((group) => group.letter))
  return (
    <GlossaryPage title={title} description={description} breadcrumb={breadcrumb}>
      <p className="mt-3 text-muted">
        Bütün terimler ve arama kutusu:{' '}
        <SmartLink href={GLOSSARY_PATH} className={linkClass}>
          sözlüğün dizini
        </SmartLink>
        .
      </p>
      <LetterBar
        groups={allGroups}
        href={({ letter, anchor }) =>
          own.has(letter) ? `#${anchor}` : `${glossaryPartPath(partOfLetter(letter).slug)}#${anchor}`
        }
        filter={false}
      />
      {part.groups.map((group) => (
        <section key={group.anchor} aria-labelledby={group.anchor} data-glossary-letter className="mt-10">
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
      <nav
        aria-label="Sözlüğün diğer bölümleri"
        className="mt-12 flex justify-between gap-4 border-t border-line pt-6"
      >
        {previous ? (
          <SmartLink
            href={glossaryPartPath(previous.slug)}
            className={`${linkClass} inline-flex min-h-11 items-center gap-1`}
          >
            <ChevronLeft aria-hidden="true" className="size-4" />
            Önceki bölüm: {previous.label}
          </SmartLink>
        ) : (
          <span />
        )}
        {next && (
          <SmartLink
            href={glossaryPartPath(next.slug)}
            className={`${linkClass} inline-flex min-h-11 items-center gap-1`}
          >
            Sonraki bölüm: {next.label}
            <ChevronRight aria-hidden="true" className="size-4" />
          </SmartLink>
        )}
      </nav>
    </GlossaryPage>
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
