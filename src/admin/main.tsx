// The browser editor at /admin (Decap CMS): Turkish UI, the generated config, file formats that keep files as
// written, the Turkish slug field, the wiki preview with the site's component and CSS. Browser.
import CMS from 'decap-cms-app'
import config from 'virtual:rhino-decap-config'
import siteStylesheet from '../app.css?inline'
import './editor.css'
import { nameDecapControls } from './accessible-names.ts'
import { installDraftChoice } from './choice-dialog.tsx'
import { LOCAL_STAFF_COOKIE } from '../components/reading/staff-edit.ts'
import { WIKI_MEDIA_FOLDER } from './collections.ts'
import { FRONTMATTER_FORMAT, YAML_FORMAT, type DecapConfig } from './decap-config.ts'
import {
  dataEntryBindingProblem,
  dataEntryProblems,
  entryStyleWarnings,
  entryFormerAddressNotes,
  entryLinkTextNotes,
  EntryProblems,
  imagesFoundOnline,
  loadSiteIndex,
  wikiEntryProblems,
} from './entry-check.ts'
import {
  allChoices,
  FactNumberControl,
  FactTextControl,
  FactTextPreview,
  focusRequestedFact,
  shownValue,
} from './fact-field.tsx'
import { chosenDrops, forgetChoices, lostFactReferences } from './fact-guard.ts'
import { factText } from './facts.ts'
import { frontmatterFormat, SOURCE_KEY, splitFrontmatter, yamlFormat } from './file-formats.ts'
import { parseYaml } from './yaml-edit.ts'
import { hiddenFilesBackendName, registerHiddenFilesBackends } from './hidden-files.ts'
import { repositoryImages } from './repository-media.ts'
import { installSaveShortcut } from './save-shortcut.ts'
import { withSignInPage } from './sign-in-page.tsx'
import { guardArticleDeletion } from './delete-guard.ts'
import { showNotes } from './notes-box.ts'
import {
  addFormerAddressOnSave,
  publishedSlugOf,
  publishedSlugSaved,
  publishedTitleOf,
  publishedTitleSaved,
  wikiAddress,
} from './former-addresses.ts'
import { updateLinksAfterRename } from './rename-links.tsx'
import { registerTurkishList } from './turkish-list.tsx'
import { ArticleBodyControl, ArticleBodyPreview } from './rich-text/body-widget.tsx'
import { problemsInStaffWords, publishBodyProblems, SAVE_PROBLEMS_HOOK } from './rich-text/body-problems.ts'
import { SearchSwitchControl, SearchSwitchPreview } from './search-switch.tsx'
import { SlugControlWithFormerAddress } from './slug-change-note.tsx'
import { TitleControl, TitlePreview } from './title-widget.tsx'
import { SlugPreview } from './slug-widget.tsx'
import { loadWikiIndex } from './wiki-index.ts'
import type { EditorSiteIndex } from '../shared/content/link-checks.ts'
import { mergePhrases, TURKISH_SUPPLEMENT } from './turkish-phrases.ts'
import { WikiPreview } from './wiki-preview.tsx'
import { fieldText } from './field-text.ts'
import { dataProblemInWords } from './problem-words.ts'
import type { DecapField } from './zod-to-decap.ts'

/** Local mode (`npm run admin`): decap-server's API answers on this page's own origin. */
async function localBackend(): Promise<Record<string, unknown> | null> {
  if (!['localhost', '127.0.0.1'].includes(location.hostname)) return null
  const url = `${location.origin}/api/v1`
  try {
    const response = await fetch(url, {
      method: 'POST',
      body: JSON.stringify({ action: 'info' }),
      headers: { 'Content-Type': 'application/json' },
    })
    const info = (await response.json()) as { repo?: unknown }
    return typeof info.repo === 'string' ? { name: hiddenFilesBackendName('proxy'), proxy_url: url } : null
  } catch {
    return null
  }
}

CMS.registerCustomFormat(FRONTMATTER_FORMAT, 'md', frontmatterFormat)
CMS.registerCustomFormat(YAML_FORMAT, 'yml', yamlFormat)
registerHiddenFilesBackends(CMS, withSignInPage)
registerTurkishList(CMS as never)
CMS.registerWidget('turkish-slug', SlugControlWithFormerAddress as never, SlugPreview as never)
CMS.registerWidget('wiki-title', TitleControl as never, TitlePreview as never)
CMS.registerWidget('fact-text', FactTextControl as never, FactTextPreview as never)
CMS.registerWidget('fact-number', FactNumberControl as never, FactTextPreview as never)
CMS.registerWidget('search-switch', SearchSwitchControl as never, SearchSwitchPreview as never)
CMS.registerWidget('article-body', ArticleBodyControl as never, ArticleBodyPreview as never)
// Before the check below, so the check sees the former address it adds.
CMS.registerEventListener({ name: 'preSave', handler: addFormerAddressOnSave } as never)
// The site's stylesheet goes into the preview frame as text, with the frame: a linked one arrived after the page it
// styles, which showed unstyled for a moment whenever the frame was made again (a new entry, a save).
CMS.registerPreviewStyle(siteStylesheet, { raw: true })
CMS.registerPreviewTemplate('wiki', WikiPreview as never)

interface SavedEntry {
  get: (key: string) => unknown
}
const plain = (value: unknown) => (value as { toJS?: () => unknown } | undefined)?.toJS?.() ?? value

/**
 * Warnings beside the form (house style, links to a former address): the save goes on; staff see what to change
 * (closed with its button).
 */
function showStyleWarnings(warnings: readonly string[]) {
  showNotes(`${warnings.length} uyarı (kayıt yapıldı; aşağıdakileri düzeltmeniz önerilir)`, warnings)
}

/**
 * The one-source rule: a save may not replace a fact reference by a fixed value unless staff chose so in the field
 * (fact-field.tsx, fact-guard.ts). Articles: their frontmatter (the text's facts are kept by the text editor).
 */
function factGuardProblems(entry: SavedEntry, data: Record<string, unknown>): string[] {
  const source = data[SOURCE_KEY]
  if (typeof source !== 'string') return []
  const wiki = entry.get('collection') === 'wiki'
  const after = wiki ? frontmatterFormat.toFile(data) : yamlFormat.toFile(data)
  let before: unknown
  let now: unknown
  try {
    before = parseYaml(wiki ? splitFrontmatter(source).frontmatter : source)
    now = parseYaml(wiki ? splitFrontmatter(after).frontmatter : after)
  } catch {
    return []
  }
  const lost = lostFactReferences(before, now, chosenDrops(String(entry.get('path'))))
  return [...new Set(lost)].map((name) => {
    const fact = allChoices().find((choice) => choice.name === name)
    const what = fact ? `“${fact.label}” (${shownValue(fact)})` : `“${name}”`
    return (
      `Ortak bilgi ${what} bu formdan kalkıyor: yerine yazılan sabit değer, ortak bilgi değişince değişmez. ` +
      'Alandaki “Değeri değiştir” düğmesiyle ya ortak bilgiyi değiştirin ya da “Yalnızca bu alanda kullan”ı seçin.'
    )
  })
}

/** The link-text notes of what is about to be saved, a data form's in the words of its labels. */
function linkTextNotes(
  entry: SavedEntry,
  data: Record<string, unknown>,
  site: EditorSiteIndex,
  articles: ReadonlyMap<string, string>,
  ownPath: string,
): string[] {
  if (entry.get('collection') === 'wiki') return entryLinkTextNotes('wiki', data, site, articles, ownPath)
  const name = String(entry.get('slug'))
  const fields = dataFormFields(name)
  return entryLinkTextNotes(name, data, site, articles).map((note) => dataProblemInWords(fields, note))
}

/** The fields of the data form `name` (its labels name the fields in messages). */
function dataFormFields(name: string): DecapField[] {
  const data = (config as unknown as DecapConfig).collections.find((collection) => collection.name === 'data')
  const files = (data?.files ?? []) as { name: string; fields: DecapField[] }[]
  return files.find((file) => file.name === name)?.fields ?? []
}

/** An article or data file is saved only if `npm run check` would pass it: otherwise the save stops and says why. */
async function checkBeforeSave({ entry }: { entry: SavedEntry }): Promise<undefined> {
  const data = plain(entry.get('data')) as Record<string, unknown>
  const [site, wiki] = await Promise.all([loadSiteIndex(), loadWikiIndex()])
  const wikiEntry = entry.get('collection') === 'wiki'
  const ownSlug = (typeof data.slug === 'string' && data.slug) || fieldText(entry.get('slug'))
  // The site's articles, the one being saved under its title and address as the form has them.
  const articles = new Map(
    [...wiki.titles]
      .filter(([slug]) => !wikiEntry || (slug !== fieldText(entry.get('slug')) && slug !== ownSlug))
      .map(([slug, title]) => [`/wiki/${slug}`, title]),
  )
  if (wikiEntry && typeof data.title === 'string') articles.set(`/wiki/${ownSlug}`, data.title)
  // The glossary lists the discouraged terms themselves: not checked.
  showStyleWarnings([
    ...(entry.get('collection') === 'wiki'
      ? entryStyleWarnings(fieldText(data.body), 'metin')
      : entry.get('slug') === 'glossary'
        ? []
        : entryStyleWarnings(yamlFormat.toFile(data), 'dosya')),
    // Links to a renamed page's former address: saved, and the note says which address to write.
    ...entryFormerAddressNotes(
      entry.get('collection') === 'wiki' ? 'wiki' : String(entry.get('slug')),
      data,
      site,
    ),
    // Links whose words name another article, self-links, a page twice in a list of related pages.
    ...linkTextNotes(entry, data, site, articles, wikiEntry ? `/wiki/${ownSlug}` : ''),
  ])
  const unlinked = factGuardProblems(entry, data)
  if (unlinked.length > 0) throw new EntryProblems(unlinked)
  if (entry.get('collection') !== 'wiki') {
    const binding = dataEntryBindingProblem(String(entry.get('slug')), entry.get('path'))
    if (binding) throw new EntryProblems([binding])
    const problems = dataEntryProblems(String(entry.get('slug')), data, site)
    if (problems.length > 0) {
      const fields = dataFormFields(String(entry.get('slug')))
      throw new EntryProblems(problems.map((problem) => dataProblemInWords(fields, problem)))
    }
    return undefined
  }
  const problems = await wikiProblems(entry, data, site)
  publishBodyProblems(problems)
  if (problems.length > 0)
    throw new EntryProblems(problemsInStaffWords(problems, fieldText(data.body), factText))
  return undefined
}

/** What the check before saving finds in an article (the form's data `data`), in the order of the text. */
async function wikiProblems(
  entry: SavedEntry,
  data: Record<string, unknown>,
  site: Awaited<ReturnType<typeof loadSiteIndex>>,
): Promise<string[]> {
  const uploaded = (plain(entry.get('mediaFiles')) as { path?: string }[] | undefined) ?? []
  const extraImages = new Set<string>()
  for (const file of uploaded) if (file.path) extraImages.add(file.path.replace(/^\/?public/, ''))
  if (/!\[[^\]]*\]\(\/images\//.test(fieldText(data.body))) {
    // Images the live site does not list yet: served (npm run admin) or already in the repository.
    for (const image of await imagesFoundOnline(data, site)) extraImages.add(image)
    for (const image of await repositoryImages(WIKI_MEDIA_FOLDER)) extraImages.add(image)
  }
  const slug = (typeof data.slug === 'string' && data.slug) || fieldText(entry.get('slug'))
  return wikiEntryProblems(data, { slug, site, extraImages })
}

/**
 * The text's problems of an article whose form has refused fields, so one message lists both (Decap's save, patched in
 * patches/; docs/decap/one-message-for-a-refused-save.md): the
 * fields name their own problems, so only the text's ("metin, satır 4: …") are added. Data forms: none.
 */
async function textProblemsOfRefusedSave(entry: SavedEntry): Promise<string[]> {
  if (entry.get('collection') !== 'wiki') return []
  const data = plain(entry.get('data')) as Record<string, unknown>
  // The text checked under a valid stand-in of the other fields: a missing title must not hide a broken link.
  const standIn = {
    title: 'Makale',
    description:
      'Metnin denetimi için geçici bir açıklama; kaydedilen dosyaya yazılmaz, yalnızca denetimde kullanılır.',
    category: 'genel-bilgi',
    slug: (typeof data.slug === 'string' && data.slug) || fieldText(entry.get('slug')) || 'yeni-makale',
    body: data.body,
  }
  const problems = (await wikiProblems(entry, standIn, await loadSiteIndex())).filter((problem) =>
    problem.startsWith('metin'),
  )
  publishBodyProblems(problems)
  return problemsInStaffWords(problems, fieldText(data.body), factText)
}
;(globalThis as Record<string, unknown>)[SAVE_PROBLEMS_HOOK] = textProblemsOfRefusedSave

CMS.registerLocale('tr', mergePhrases(CMS.getLocale('tr') as never, TURKISH_SUPPLEMENT))
{
  const phrases = (CMS.getLocale('tr') as { editor: { editor: Record<string, string> } }).editor.editor
  guardArticleDeletion([phrases.onDeletePublishedEntry!, phrases.onDeleteWithUnsavedChanges!])
}
CMS.registerEventListener({ name: 'preSave', handler: checkBeforeSave } as never)
/**
 * Saved: the file is what the form showed, so the choices made before no longer count; a renamed article's address and
 * title are now the new ones, and the links to it follow as staff chose (rename-links.tsx).
 */
async function afterSave({ entry }: { entry: SavedEntry }): Promise<void> {
  const path = fieldText(entry.get('path'))
  forgetChoices(path)
  if (entry.get('collection') !== 'wiki' || entry.get('newRecord')) return
  const data = plain(entry.get('data')) as Record<string, unknown>
  const slug = fieldText(data.slug) || fieldText(entry.get('slug'))
  const title = fieldText(data.title)
  const from = {
    address: wikiAddress(publishedSlugOf(path) ?? slug),
    title: publishedTitleOf(path) ?? title,
  }
  publishedSlugSaved(path, slug)
  publishedTitleSaved(path, title)
  // Closing the tab while the linking pages are being written would leave them half done: the browser asks first.
  const stay = (event: BeforeUnloadEvent) => event.preventDefault()
  window.addEventListener('beforeunload', stay)
  try {
    const done = await updateLinksAfterRename({
      path,
      from,
      to: { address: wikiAddress(slug), title },
      former: Array.isArray(data.eskiAdresler) ? data.eskiAdresler.map(String) : [],
    })
    if (done) showNotes('Bağlantılar güncellendi', done, { add: true })
  } catch (error) {
    showNotes(
      'Bağlantılar güncellenemedi',
      [
        `Makale kaydedildi ve eski adresi yönlendiriliyor, ama diğer sayfalardaki bağlantılar değiştirilemedi (${
          error instanceof Error ? error.message : String(error)
        }).`,
      ],
      { add: true },
    )
  } finally {
    window.removeEventListener('beforeunload', stay)
  }
}
CMS.registerEventListener({ name: 'postSave', handler: afterSave } as never)
// "Temel bilgilerde aç" beside a field that uses a fact: the facts form opens at that fact's field.
window.addEventListener('hashchange', focusRequestedFact)
focusRequestedFact()

nameDecapControls()
installDraftChoice()
installSaveShortcut()

/**
 * In local mode the header's site link and "Sitede görüntüle" lead to the local site, which shows what was just saved:
 * the site's dev server of `npm run admin` (given by the editor's dev server), else this origin (the built site).
 */
function localSite(backend: Record<string, unknown>) {
  const origin = __RHINO_LOCAL_SITE__ || location.origin
  // The local site (another port of this host) shows its pages' edit links to whoever uses the editor here
  // (src/components/reading/staff-edit-link.tsx): cookies, unlike storage, are shared across ports.
  document.cookie = `${LOCAL_STAFF_COOKIE}=1; path=/; max-age=31536000; SameSite=Lax`
  return { backend, site_url: origin, display_url: origin }
}

/** GitHub's sign-in window opens on this origin (the site's Function, functions/api/auth/), wherever it is served. */
function signInHere(backend: Record<string, unknown>) {
  return backend.auth_endpoint ? { backend: { ...backend, base_url: location.origin } } : {}
}

const local = await localBackend()
CMS.init({
  config: {
    ...config,
    ...(local ? localSite(local) : signInHere((config as unknown as DecapConfig).backend)),
  } as never,
})
