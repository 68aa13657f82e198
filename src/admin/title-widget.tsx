// The title field of a wiki article: a text field that, once an existing article's title is changed, says so and
// names the links written with the old title, which take the new one when the article is saved (rename-links.tsx).
// Browser (a Decap widget).
import { Component, type ChangeEvent } from 'react'
import { comparableText } from '../shared/content/link-texts.ts'
import { fieldText } from './field-text.ts'
import { publishedSlugOf, publishedTitleOf, rememberPublishedTitle, wikiAddress } from './former-addresses.ts'
import { TitleLinks } from './rename-links.tsx'
import type { EntryLike, SlugControlProps } from './slug-widget.tsx'

/** The same control props as the address field's (Decap's string-control contract). */
export type TitleControlProps = SlugControlProps

/** Decap validates a field through its control's instance (a ref), so the control is a class. */
export class TitleControl extends Component<TitleControlProps> {
  private get current(): EntryLike {
    return this.props.getEntry?.() ?? this.props.entry
  }

  override componentDidMount() {
    if (this.current.get('newRecord')) return
    rememberPublishedTitle(fieldText(this.current.get('path')), this.props.value ?? '')
    // Drawn again with the title just remembered.
    this.forceUpdate()
  }

  private handleChange = (event: ChangeEvent<HTMLInputElement>) => this.props.onChange(event.target.value)

  override render() {
    const path = fieldText(this.current.get('path'))
    const published = this.current.get('newRecord') ? undefined : publishedTitleOf(path)
    const next = this.props.value ?? ''
    const changed =
      published !== undefined && next.trim() !== '' && comparableText(next) !== comparableText(published)
    // The links to the article: at the address it had when opened, and at its former addresses.
    const slug = publishedSlugOf(path) || fieldText(this.current.get('slug'))
    const former = (
      this.current.getIn(['data', 'eskiAdresler']) as { toJS?: () => unknown } | undefined
    )?.toJS?.()
    const addresses = [wikiAddress(slug), ...(Array.isArray(former) ? former.map(String) : [])]
    return (
      <>
        <input
          type="text"
          id={this.props.forID}
          className={this.props.classNameWrapper}
          value={next}
          onChange={this.handleChange}
          onFocus={this.props.setActiveStyle}
          onBlur={this.props.setInactiveStyle}
        />
        {/* Always present, so screen readers announce the note when it appears. */}
        <div role="status" className="rhino-slug-note">
          {changed && (
            <>
              <p>
                Başlık değişiyor: “{published}” → “{next.trim()}”.
              </p>
              <TitleLinks path={path} addresses={addresses} from={published} to={next.trim()} />
            </>
          )}
        </div>
      </>
    )
  }
}

export function TitlePreview({ value }: { value?: string }) {
  return <span>{value}</span>
}
