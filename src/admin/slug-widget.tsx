// The slug field of a wiki article: for a new article it follows the title, folded the Turkish way whatever the
// browser's language ("Çizim Şablonları ve İpuçları" → cizim-sablonlari-ve-ipuclari) until staff type their own;
// an existing article's slug is left as it is. What staff type is made an address by the same rule as they type
// ("rhino 8 katman" → rhino-8-katman): the field says which, and that is what is saved. Browser (a Decap CMS widget).
import { Component, type ChangeEvent } from 'react'
import { addressFromWords } from './typed-values.ts'
import { loadWikiIndex } from './wiki-index.ts'
import { fieldText } from './field-text.ts'

export interface EntryLike {
  get: (key: string) => unknown
  getIn: (path: string[]) => unknown
}

export interface SlugControlProps {
  value?: string
  onChange: (value: string) => void
  forID: string
  classNameWrapper: string
  setActiveStyle: () => void
  setInactiveStyle: () => void
  /** Deprecated by Decap and not updated when other fields change: getEntry reads the current draft. */
  entry: EntryLike
  getEntry?: () => EntryLike
}

const titleOf = (entry: EntryLike) => fieldText(entry.getIn(['data', 'title']))

/** Message of the slug check for a new article, or null when the slug is free. */
export function slugTakenMessage(slug: string, taken: ReadonlySet<string>): string | null {
  return taken.has(slug) ? `"${slug}" adresini başka bir makale kullanıyor; başka bir adres yazın` : null
}

export class SlugControl extends Component<SlugControlProps, { typing: string | null }> {
  /** Whether staff typed in the field themselves: from then on the title no longer changes it. */
  private typed = Boolean(this.props.value)

  /** What staff are typing, as typed (the field shows it until they leave it); null when they are not. */
  override state = { typing: null as string | null }

  private taken: ReadonlySet<string> = new Set()

  private get entry(): EntryLike {
    return this.props.getEntry?.() ?? this.props.entry
  }

  /**
   * Decap re-renders a field only when its own value changes, so the title is followed through the form's input
   * events: after each one, the draft in Decap's store already holds the new title.
   */
  private onFormInput = () => setTimeout(() => this.follow(), 0)

  override componentDidMount() {
    void loadWikiIndex().then((index) => (this.taken = index.slugs))
    document.addEventListener('input', this.onFormInput, true)
    this.follow()
  }

  override componentWillUnmount() {
    document.removeEventListener('input', this.onFormInput, true)
  }

  /** Decap asks before publishing: a new article must not take another article's address. */
  isValid = () => {
    if (!this.entry.get('newRecord')) return true
    const message = this.props.value
      ? slugTakenMessage(this.props.value, this.taken)
      : 'yeni makalenin adresi boş olamaz; başlık yazınca kendiliğinden dolar'
    return message ? { error: { type: 'CUSTOM', message } } : true
  }

  private follow() {
    if (!this.entry.get('newRecord') || this.typed) return
    const slug = addressFromWords(titleOf(this.entry))
    if (slug !== (this.props.value ?? '')) this.props.onChange(slug)
  }

  private handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const typing = event.target.value
    this.typed = typing !== ''
    this.setState({ typing })
    this.props.onChange(addressFromWords(typing))
  }

  private leave = () => {
    this.setState({ typing: null })
    this.props.setInactiveStyle()
  }

  override render() {
    const { typing } = this.state
    const address = this.props.value ?? ''
    return (
      <>
        <input
          type="text"
          id={this.props.forID}
          className={this.props.classNameWrapper}
          value={typing ?? address}
          onChange={this.handleChange}
          onFocus={this.props.setActiveStyle}
          onBlur={this.leave}
          spellCheck={false}
          autoComplete="off"
          aria-describedby={`address-of-${this.props.forID}`}
        />
        {/* What is saved, while staff type something else: the address their words make. */}
        <p id={`address-of-${this.props.forID}`} role="status" className="rhino-slug-typed">
          {typing !== null && typing !== address
            ? address
              ? `Adres olarak kaydedilecek: /wiki/${address}`
              : 'Adres harf ya da rakam içermeli.'
            : ''}
        </p>
      </>
    )
  }
}

export function SlugPreview({ value }: { value?: string }) {
  return <span>{value}</span>
}
