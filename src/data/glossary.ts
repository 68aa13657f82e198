// The glossary entries (content/data/glossary.yaml) for /wiki/sozluk; build time (the page's loader).
export { entries as glossaryEntries } from '../generated/data/glossary.ts'
