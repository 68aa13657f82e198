// The slug field with the note of a changed address: an existing article opened in the editor remembers its slug, and
// while staff type another one the field says which old address will be kept as a redirect, lists the pages that link
// to the old address, and offers to point them to the new one when the article is saved. Browser (a Decap widget).
import { useEffect, useId, useState } from 'react'
import { publishedSlugOf, rememberPublishedSlug, slugChangeNote, wikiAddress } from './former-addresses.ts'
import { incomingLinks, type IncomingLink } from './incoming-links.ts'
import { SlugControl } from './slug-widget.tsx'
import { fieldText } from './field-text.ts'

/** What staff chose for the links to an old address, by the article's file path (read after the save, main.tsx). */
export const renameChoices = new Map<string, { from: string; to: string; pointLinks: boolean }>()

function RenameLinks({ path, from, to }: { path: string; from: string; to: string }) {
  const [links, setLinks] = useState<IncomingLink[] | null>(null)
  const [point, setPoint] = useState(() => renameChoices.get(path)?.pointLinks ?? false)
  const id = useId()
  useEffect(() => {
    let current = true
    void incomingLinks([from], path).then((found) => current && setLinks(found))
    return () => {
      current = false
    }
  }, [from, path])
  useEffect(() => {
    renameChoices.set(path, { from, to, pointLinks: point })
  }, [path, from, to, point])
  if (links === null)
    return <p className="rhino-rename-links">Eski adrese bağlantı veren sayfalar aranıyor…</p>
  if (links.length === 0)
    return <p className="rhino-rename-links">Sitede eski adrese bağlantı veren başka sayfa yok.</p>
  const total = links.reduce((sum, link) => sum + link.count, 0)
  return (
    <div className="rhino-rename-links">
      <p>
        {links.length} sayfada eski adrese {total} bağlantı var (yönlendirme sayesinde çalışmaya devam
        ederler):
      </p>
      <ul>
        {links.map((link) => (
          <li key={link.path}>
            {link.title}
            {link.count > 1 ? ` (${link.count} bağlantı)` : ''}
          </li>
        ))}
      </ul>
      <label htmlFor={id}>
        <input id={id} type="checkbox" checked={point} onChange={(event) => setPoint(event.target.checked)} />{' '}
        Kaydederken bu bağlantıları yeni adrese ({to}) çevir (önerilir)
      </label>
    </div>
  )
}

export class SlugControlWithFormerAddress extends SlugControl {
  private get current() {
    return this.props.getEntry?.() ?? this.props.entry
  }

  /** The file's slug when the frontmatter has none (the address then follows the file name). */
  private slugOrFileName(value: string | undefined): string {
    return value || fieldText(this.current.get('slug'))
  }

  override componentDidMount() {
    super.componentDidMount()
    if (!this.current.get('newRecord')) {
      rememberPublishedSlug(fieldText(this.current.get('path')), this.slugOrFileName(this.props.value))
      // Drawn again with the address just remembered ("Şu anki adresi: …").
      this.forceUpdate()
    }
  }

  override render() {
    const path = fieldText(this.current.get('path'))
    const published = this.current.get('newRecord') ? undefined : publishedSlugOf(path)
    const next = this.slugOrFileName(this.props.value)
    const note = slugChangeNote(published, next)
    if (!note) renameChoices.delete(path)
    return (
      <>
        {super.render()}
        {/* Always present, so screen readers announce the note when it appears. */}
        <div role="status" className="rhino-slug-note">
          {!note && published && (
            <p className="rhino-slug-current">Şu anki adresi: {wikiAddress(published)}</p>
          )}
          {note && (
            <>
              <p>{note}</p>
              <RenameLinks path={path} from={wikiAddress(published!)} to={wikiAddress(next)} />
            </>
          )}
        </div>
      </>
    )
  }
}
