// The slug field with the note of a changed address: an existing article opened in the editor remembers its slug, and
// while staff type another one the field says which old address will be kept as a redirect. Browser (a Decap widget).
import { publishedSlugOf, rememberPublishedSlug, slugChangeNote } from './former-addresses.ts'
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
    if (!this.current.get('newRecord'))
      rememberPublishedSlug(String(this.current.get('path')), this.slugOrFileName(this.props.value))
  }

  override render() {
    const published = this.current.get('newRecord')
      ? undefined
      : publishedSlugOf(String(this.current.get('path')))
    const note = slugChangeNote(published, this.slugOrFileName(this.props.value))
    return (
      <>
        {super.render()}
        {/* Always present, so screen readers announce the note when it appears. */}
        <p role="status" style={{ margin: note ? '8px 0 0' : 0, fontSize: '14px', color: '#6b3d00' }}>
          {note}
        </p>
      </>
    )
  }
}
