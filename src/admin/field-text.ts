// A form value as text: Decap hands entry values over as `unknown` (strings, numbers, Immutable maps or lists); only a
// string or a number is text, anything else reads as empty. Browser.

/** The value as text, or '' when it is not text. */
export function fieldText(value: unknown): string {
  if (typeof value === 'string') return value
  return typeof value === 'number' ? String(value) : ''
}
