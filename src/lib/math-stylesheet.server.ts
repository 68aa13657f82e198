// Build time only (loaders): the hashed URL of the formulas' stylesheet (src/styles/math.css), handed to pages as
// loader data, so that no page's JavaScript grows and only pages showing an article with formulas load it.
import mathStylesheetUrl from '../styles/math.css?url'

export const MATH_STYLESHEET = mathStylesheetUrl
