// The /download page's groups and trial rules (content/data/download.yaml); build and browser.
export { downloadGroups, downloadHero, trialFacts } from '../generated/data/download.ts'
