// The footer element's id and classes, shared by the pre-rendered footer and the one the browser keeps. Pure.
export const FOOTER_ID = 'site-footer'
export const FOOTER_CLASS = 'mt-16 border-t border-line bg-surface print:hidden'
