// Types of Decap's locale files (the package ships none), for the test that compares the editor's Turkish with its
// English.
declare module 'decap-cms-locales/dist/esm/*/index.js' {
  type Phrases = { [key: string]: string | Phrases }
  const phrases: Phrases
  export default phrases
}
