// The footer element's id and classes, shared by the pre-rendered footer and the one the browser keeps. Pure.
export const FOOTER_ID = 'site-footer'
// No margin: each page ends with its own padding (a margin here stacked into an empty band above the footer).
export const FOOTER_CLASS = 'border-t border-line bg-surface print:hidden'
