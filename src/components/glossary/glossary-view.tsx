// The glossary page's static part (/wiki/sozluk): letter index and the entries in Turkish A–Z order. Rendered to HTML
// at build time by src/pages/glossary.tsx; plain links and markup only, complete without JavaScript.
import { entryAnchor, groupByLetter, letterIndex } from '../../shared/glossary.ts'
import type { GlossaryEntry } from '../../shared/schemas/glossary.ts'
import type { BreadcrumbItem } from '../../shared/route-manifest.ts'
import { Breadcrumb } from '../layout/breadcrumb.tsx'
import { SmartLink } from '../ui/smart-link.tsx'

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
          {entries.length} terim. Makalelerde bu sözlüğe bağlanan terimlerin üzerine gelince ya da klavyeyle
          odaklanınca İngilizce adları görünür.
        </p>
        <nav id="harfler" aria-label="Harfler" className="mt-8 scroll-mt-24">
          <ol className="flex flex-wrap gap-1.5">
            {letterIndex(groups).map(({ letter, anchor }) => (
              <li key={letter}>
                {anchor ? (
                  <a
                    href={`#${anchor}`}
                    className="flex size-9 items-center justify-center rounded-md border border-line font-semibold text-accent hover:bg-accent/10"
                  >
                    {letter}
                  </a>
                ) : (
                  <span
                    className="flex size-9 items-center justify-center rounded-md text-muted"
                    title="Bu harfle başlayan terim yok"
                  >
                    {letter}
                  </span>
                )}
              </li>
            ))}
          </ol>
        </nav>
        {groups.map((group) => (
          <section key={group.anchor} aria-labelledby={group.anchor} className="mt-12">
            <h2 id={group.anchor} className="scroll-mt-24 border-b border-line pb-2 text-3xl font-bold">
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
            <p className="mt-4 text-sm">
              <a href="#harfler" className={linkClass}>
                Harflere dön
              </a>
            </p>
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
    <div id={anchor} className="scroll-mt-24 py-5">
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
          İlgili sayfalar:{' '}
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
