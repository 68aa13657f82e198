// Support hub sections and their links for /support (content/data/support.yaml); build and browser.
export { supportHero, supportSections } from '../generated/data/support.ts'
