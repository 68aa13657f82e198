// Deleting an article in the editor first asks the editor's own question (delete-dialog.tsx): the pages that link to
// it, the page that replaces it when it was published (its redirect is committed to content/data/redirects.yaml
// through Decap's own backend), the incoming links pointed there, and the images only it used. Only then does Decap
// delete the file. Decap asks "delete?" with window.confirm and has no delete event, so that one question is
// intercepted. Browser.
import { parse } from 'yaml'
import { askDelete } from './delete-dialog.tsx'
import { loadSiteIndex } from './entry-check.ts'
import { addressesOfArticle, REDIRECTS_PATH, redirectsAfterDeletion } from './deletion-redirects.ts'
import { contentFiles, gitBackend, linksTo, pointLinks, type IncomingLink } from './incoming-links.ts'
import { showNotes } from './notes-box.ts'

const frontmatterOf = (raw: string): Record<string, unknown> => {
  const match = /^---\r?\n([\s\S]*?)\r?\n---/.exec(raw)
  return ((match && parse(match[1]!)) as Record<string, unknown> | null) ?? {}
}

/** The site's published addresses (content/routes.lock), or null when the file cannot be read. */
async function publishedAddresses(): Promise<Set<string> | null> {
  try {
    const lock = await gitBackend()!.getEntry('content/routes.lock')
    return new Set((lock.data ?? '').split('\n').map((line) => line.trim()))
  } catch {
    return null
  }
}

/** Images (/images/wiki/…) of `text`. Pure. */
export function imagesOf(text: string): string[] {
  return [...new Set([...text.matchAll(/\]\((\/images\/wiki\/[^)\s]+)/g)].map((match) => match[1]!))]
}

/** Writes the redirects of the deleted article; rejects with a Turkish message when it cannot. */
async function recordRedirect(removed: readonly string[], replacement: string): Promise<void> {
  const backend = gitBackend()
  if (!backend) throw new Error('depoya bağlanılamadı')
  const redirects = await backend.getEntry(REDIRECTS_PATH)
  await backend.persistEntry(
    {
      dataFiles: [
        {
          path: REDIRECTS_PATH,
          slug: 'redirects',
          raw: redirectsAfterDeletion(redirects.data ?? '', removed, replacement),
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

/** Asks, does what was chosen, and resolves true when Decap may delete the article. */
async function prepareDeletion(fileName: string): Promise<{ go: boolean; done: string[] }> {
  const backend = gitBackend()
  if (!backend) return { go: false, done: [] }
  const path = `content/wiki/${fileName}.md`
  const [article, site, published, files] = await Promise.all([
    backend.getEntry(path),
    loadSiteIndex(),
    publishedAddresses(),
    contentFiles(),
  ])
  const text = article.data ?? ''
  const frontmatter = frontmatterOf(text)
  const removed = addressesOfArticle(fileName, frontmatter)
  const incoming: IncomingLink[] = files
    .filter((file) => file.path !== path)
    .map((file) => ({
      ...file,
      count: removed.reduce((sum, address) => sum + linksTo(file.text, address), 0),
    }))
    .filter((file) => file.count > 0)
  const others = files.filter((file) => file.path !== path).map((file) => file.text)
  const ownImages = imagesOf(text).filter((image) => !others.some((text) => text.includes(image)))
  // Without the lock (it could not be read), every address counts as published: a redirect too many is harmless.
  const wasPublished = published === null || removed.some((address) => published.has(address))
  const answer = await askDelete({
    title: typeof frontmatter.title === 'string' ? frontmatter.title : fileName,
    address: removed[0]!,
    published: wasPublished,
    incoming,
    ownImages,
    pages: Object.keys(site.pages)
      .filter((page) => !removed.includes(page))
      .map((page) => ({ path: page, title: site.titles?.[page] || page }))
      .sort((a, b) => a.title.localeCompare(b.title, 'tr')),
  })
  if (!answer) return { go: false, done: [] }
  const done: string[] = []
  if (answer.replacement && wasPublished) {
    await recordRedirect(removed, answer.replacement)
    done.push(`${removed.join(', ')} adresine gelenler ${answer.replacement} sayfasına yönlendirilir.`)
  }
  if (answer.replacement && answer.pointLinks && incoming.length > 0) {
    const changed = await pointLinks(incoming, removed, answer.replacement)
    done.push(`${changed} sayfadaki bağlantılar ${answer.replacement} sayfasına çevrildi.`)
  }
  if (answer.deleteImages.length > 0 && backend.deleteFiles) {
    await backend.deleteFiles(
      answer.deleteImages.map((image) => `public${image}`),
      `Görsel silindi: ${answer.deleteImages.join(', ')} (silinen makalenin görseli)`,
    )
    done.push(`Silinen görseller: ${answer.deleteImages.map((image) => image.split('/').pop()).join(', ')}.`)
  }
  return { go: true, done }
}

/** Installs the question. `deletePhrases` are the texts of Decap's two delete confirmations in the editor's locale. */
export function guardArticleDeletion(deletePhrases: readonly string[]): void {
  const confirm = window.confirm.bind(window)
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
    const button = lastButton
    prepareDeletion(decodeURIComponent(entry[1]!)).then(
      ({ go, done }) => {
        if (!go) return
        // Decap deletes on the same button's next click, which this question now lets through.
        allowNext = true
        button?.click()
        showNotes('Makale silindi', done.length > 0 ? done : ['Başka bir değişiklik gerekmedi.'])
      },
      (error: unknown) =>
        showNotes('Makale silinmedi', [
          `Silme tamamlanamadı (${error instanceof Error ? error.message : String(error)}); makale silinmedi.`,
        ]),
    )
    return false
  }
}
