// Deleting an article in the editor first asks the editor's own question (delete-dialog.tsx): the page that replaces
// it when it was published (its redirect is committed to content/data/redirects.yaml through Decap's own backend),
// what becomes of each place that links to it (pointed elsewhere with fitting words, or its words kept without the
// link: link-places.ts, one commit), and the images only it used. Only then does Decap delete the file. Decap asks "delete?" with window.confirm and has no delete event, so that one question is
// intercepted. Browser.
import { parse } from 'yaml'
import { askDelete, type DeletePlan } from './delete-dialog.tsx'
import { loadSiteIndex } from './entry-check.ts'
import { addressesOfArticle, REDIRECTS_PATH, redirectsAfterDeletion } from './deletion-redirects.ts'
import { contentFiles, gitBackend, saveFiles } from './incoming-links.ts'
import { linkPlaces, rewritePlaces } from './link-places.ts'
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

/** The page a content file is (its own links are self-links), by its repository path; undefined for a data file. */
export function pageOfFile(path: string, text: string): string | undefined {
  const wiki = /^content\/wiki\/([^/]+)\.md$/.exec(path)
  if (wiki) {
    const slug = frontmatterOf(text).slug
    return `/wiki/${typeof slug === 'string' && slug ? slug : wiki[1]}`
  }
  const page = /^content\/(features|licensing|company)\/([^/]+)\.mdx$/.exec(path)
  if (!page) return undefined
  return page[1] === 'company' ? `/${page[2]}` : `/${page[1]}/${page[2]}`
}

/** What the question needs, read from the repository (the article, the site's pages, the lock, every file). */
async function deletionContext(fileName: string) {
  const backend = gitBackend()
  if (!backend) throw new Error('depoya bağlanılamadı')
  const path = `content/wiki/${fileName}.md`
  const [article, site, published, all] = await Promise.all([
    backend.getEntry(path),
    loadSiteIndex(),
    publishedAddresses(),
    contentFiles(),
  ])
  const text = article.data ?? ''
  const frontmatter = frontmatterOf(text)
  const removed = addressesOfArticle(fileName, frontmatter)
  // The redirect table is written by the deletion itself (recordRedirect), never as a link.
  const files = all.filter((file) => file.path !== path && file.path !== REDIRECTS_PATH)
  const ownImages = imagesOf(text).filter((image) => !files.some((file) => file.text.includes(image)))
  // Without the lock (it could not be read), every address counts as published: a redirect too many is harmless.
  const wasPublished = published === null || removed.some((address) => published.has(address))
  const pages = new Map(files.map((file) => [file.path, pageOfFile(file.path, file.text)]))
  const plan: DeletePlan = {
    title: typeof frontmatter.title === 'string' ? frontmatter.title : fileName,
    address: removed[0]!,
    published: wasPublished,
    places: linkPlaces(files, removed),
    ownImages,
    pages: Object.keys(site.pages)
      .filter((page) => !removed.includes(page))
      .map((page) => ({ path: page, title: site.titles?.[page] || page }))
      .sort((a, b) => a.title.localeCompare(b.title, 'tr')),
    pageOf: (file) => pages.get(file),
  }
  return { plan, files, removed }
}

/** Asks (at once, filled in when the repository is read), does what was chosen, and says whether Decap may delete. */
async function prepareDeletion(fileName: string): Promise<{ go: boolean; done: string[] }> {
  const backend = gitBackend()
  if (!backend) return { go: false, done: [] }
  const context = deletionContext(fileName)
  const answer = await askDelete(context.then(({ plan }) => plan))
  if (!answer) return { go: false, done: [] }
  const { plan, files, removed } = await context
  const done: string[] = []
  if (answer.replacement && plan.published) {
    await recordRedirect(removed, answer.replacement)
    done.push(`${removed.join(', ')} adresine gelenler ${answer.replacement} sayfasına yönlendirilir.`)
  }
  const changed = rewritePlaces(
    files,
    plan.places,
    (place) => answer.actions.get(place.id) ?? { kind: 'keep' },
    {
      oldTitle: plan.title,
      pageOf: plan.pageOf,
    },
  )
  if (changed.length > 0) {
    await saveFiles(changed, `Bağlantılar: ${plan.title} silindi (${removed.join(', ')})`)
    const pointed = [...answer.actions.values()].filter((action) => action.kind === 'point').length
    const removedLinks = answer.actions.size - pointed
    done.push(
      `${changed.length} sayfadaki bağlantılar düzeltildi: ${changed.map((file) => file.title).join(', ')}` +
        `${pointed > 0 ? `; ${pointed} bağlantı yeni sayfasına çevrildi` : ''}` +
        `${removedLinks > 0 ? `; ${removedLinks} bağlantı kaldırıldı` : ''}.`,
    )
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
