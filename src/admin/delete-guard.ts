// Deleting a published article in the editor first asks which page replaces it, commits the redirect to
// content/data/redirects.yaml through Decap's own backend, and only then lets Decap delete the file. Decap asks
// "delete?" with window.confirm and has no delete event, so that one question is intercepted. Browser.
import { parse } from 'yaml'
import { loadSiteIndex } from './entry-check.ts'
import {
  addressesOfArticle,
  REDIRECTS_PATH,
  redirectsAfterDeletion,
  replacementProblem,
} from './deletion-redirects.ts'
import { keptBackend } from './repository-media.ts'

interface GitBackend {
  getEntry: (path: string) => Promise<{ data: string }>
  persistEntry: (
    entry: { dataFiles: { path: string; slug: string; raw: string }[]; assets: [] },
    options: Record<string, unknown>,
  ) => Promise<unknown>
}

const frontmatterOf = (raw: string): Record<string, unknown> => {
  const match = /^---\r?\n([\s\S]*?)\r?\n---/.exec(raw)
  return ((match && parse(match[1]!)) as Record<string, unknown> | null) ?? {}
}

/** Writes the redirects of the deleted article; rejects with a Turkish message when it cannot. */
async function recordRedirect(fileName: string, replacement: string): Promise<void> {
  const backend = keptBackend() as GitBackend | undefined
  if (!backend) throw new Error('depoya bağlanılamadı')
  const article = await backend.getEntry(`content/wiki/${fileName}.md`)
  const removed = addressesOfArticle(fileName, frontmatterOf(article.data))
  const redirects = await backend.getEntry(REDIRECTS_PATH)
  await backend.persistEntry(
    {
      dataFiles: [
        {
          path: REDIRECTS_PATH,
          slug: 'redirects',
          raw: redirectsAfterDeletion(redirects.data, removed, replacement),
        },
      ],
      assets: [],
    },
    {
      newEntry: false,
      commitMessage: `Yönlendirme: ${removed.join(', ')} → ${replacement} (silinen makale)`,
      useWorkflow: false,
      unpublished: false,
    },
  )
}

/** Installs the question. `deletePhrases` are the texts of Decap's two delete confirmations in the editor's locale. */
export function guardArticleDeletion(deletePhrases: readonly string[]): void {
  const confirm = window.confirm.bind(window)
  let pages: Record<string, unknown> = {}
  void loadSiteIndex().then((index) => (pages = index.pages))
  let lastButton: HTMLElement | null = null
  let allowNext = false
  document.addEventListener(
    'click',
    (event) => {
      lastButton = (event.target as Element | null)?.closest('button') ?? null
    },
    true,
  )

  window.confirm = (message?: string) => {
    const entry = /^#\/collections\/wiki\/entries\/([^/?]+)/.exec(location.hash)
    if (!entry || !deletePhrases.includes(String(message))) return confirm(message)
    if (allowNext) {
      allowNext = false
      return true
    }
    const fileName = decodeURIComponent(entry[1]!)
    const address = `/wiki/${fileName}`
    let question =
      `${address} silinecek. Bu adrese verilmiş bağlantılar hangi sayfaya gitsin? ` +
      'Yerine geçen sayfanın adresini yazın (örn. /wiki/baska-makale veya /support); vazgeçmek için İptal.'
    for (;;) {
      const answer = window.prompt(question, '/wiki/')
      if (answer === null) return false
      const problem = replacementProblem(answer, [address], pages)
      if (problem) {
        question = `Olmadı: ${problem}. Yerine geçen sayfanın adresini yazın; vazgeçmek için İptal.`
        continue
      }
      const replacement = answer.trim().replace(/(.)\/$/, '$1')
      const button = lastButton
      recordRedirect(fileName, replacement).then(
        () => {
          // Decap deletes on the same button's next click, which this question now lets through.
          allowNext = true
          button?.click()
        },
        (error: unknown) =>
          window.alert(
            `Yönlendirme kaydedilemedi (${error instanceof Error ? error.message : String(error)}); makale silinmedi.`,
          ),
      )
      return false
    }
  }
}
