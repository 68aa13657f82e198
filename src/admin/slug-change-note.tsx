// The slug field with the note of a changed address: an existing article opened in the editor remembers its slug, and
// while staff type another one the field says which old address will be kept as a redirect, lists the pages that link
// to the old address, and points them to the new one when the article is saved (unless staff untick it). Browser (a Decap widget).
import { publishedSlugOf, rememberPublishedSlug, slugChangeNote, wikiAddress } from './former-addresses.ts'
import { AddressLinks } from './rename-links.tsx'
import { SlugControl } from './slug-widget.tsx'
import { fieldText } from './field-text.ts'

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
              <AddressLinks path={path} from={wikiAddress(published!)} to={wikiAddress(next)} />
            </>
          )}
        </div>
      </>
    )
  }
}
