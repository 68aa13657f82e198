// Build time: the redirect table (former addresses → current pages), its checks against the routes the site has ever
// published (content/routes.lock), and the files that carry it to each host. Pure apart from reading/writing the lock.
import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { ParsedDocument } from '../../src/shared/content/parse.ts'
import type { Problem } from '../../src/shared/content/problems.ts'
import type { RouteEntry } from '../../src/shared/route-manifest.ts'
import type { RedirectsData } from '../../src/shared/schemas/redirects.ts'

/** One permanent redirect and the file that asks for it (for the messages). */
export interface Redirect {
  from: string
  to: string
  /** Content file and field that declare it, e.g. `content/wiki/x.md` and `eskiAdresler[0]`. */
  file: string
  field: string
}

/** The committed record of every public route the site has published, relative to the project root. */
export const ROUTES_LOCK = path.join('content', 'routes.lock')
export const REDIRECTS_FILE = 'content/data/redirects.yaml'

/** Every redirect content asks for: each page's `eskiAdresler`, then content/data/redirects.yaml. */
export function collectRedirects(
  documents: readonly ParsedDocument[],
  data: RedirectsData | undefined,
): Redirect[] {
  const fromPages = documents.flatMap((document) =>
    (document.frontmatter.eskiAdresler ?? []).map((from, index) => ({
      from,
      to: document.path,
      file: document.file,
      field: `eskiAdresler[${index}]`,
    })),
  )
  const fromData = (data?.redirects ?? []).map((redirect, index) => ({
    ...redirect,
    file: REDIRECTS_FILE,
    field: `redirects[${index}]`,
  }))
  return [...fromPages, ...fromData].sort((a, b) => compare(a.from, b.from))
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)

/**
 * Routes the lock records: every pre-rendered route except a category's later pages (`/wiki/kategori/x/2`), which
 * come and go with the number of articles and are never linked from outside.
 */
export function lockedRoutes(manifest: readonly RouteEntry[]): string[] {
  return manifest
    .filter((route) => !(route.kind === 'wiki-category' && /\/\d+$/.test(route.path)))
    .map((route) => route.path)
}

/**
 * Problems of the redirect table: a former address that is a page of the site, one declared twice, a target that is
 * no page (or itself redirects: a chain or a loop), and a published route (`published`, from the lock) that is
 * gone without a redirect.
 */
export function checkRedirects(
  redirects: readonly Redirect[],
  routes: ReadonlySet<string>,
  published: readonly string[],
): Problem[] {
  const problems: Problem[] = []
  const targets = new Map<string, string>()
  for (const redirect of redirects) {
    const at = { file: redirect.file, field: redirect.field }
    const seen = targets.get(redirect.from)
    if (routes.has(redirect.from)) {
      problems.push({
        ...at,
        message: `${redirect.from} sitede hâlâ yayında olan bir sayfanın adresi; eski adres olamaz. Bu satırı silin.`,
      })
    } else if (seen !== undefined) {
      problems.push({
        ...at,
        message: `${redirect.from} iki kez eski adres olarak yazılmış (→ ${seen} ve → ${redirect.to}); birini silin.`,
      })
    } else targets.set(redirect.from, redirect.to)
  }
  for (const redirect of redirects) {
    if (targets.get(redirect.from) !== redirect.to || routes.has(redirect.from)) continue
    const at = { file: redirect.file, field: redirect.field }
    if (targets.has(redirect.to)) {
      const trail = [redirect.from]
      let next: string | undefined = redirect.to
      while (next !== undefined && !trail.includes(next)) {
        trail.push(next)
        next = targets.get(next)
      }
      problems.push(
        next !== undefined
          ? {
              ...at,
              message: `yönlendirme döngüsü: ${[...trail, next].join(' → ')}; döngüdeki adreslerden biri var olan bir sayfaya gitmeli.`,
            }
          : {
              ...at,
              message: `yönlendirme zinciri: ${trail.join(' → ')}; ${redirect.from} doğrudan ${trail.at(-1)} adresine yönlendirilmeli.`,
            },
      )
    } else if (!routes.has(redirect.to)) {
      problems.push({
        ...at,
        message: `${redirect.from} adresinin yönlendirildiği ${redirect.to} sitede bir sayfa değil; var olan bir sayfanın adresini yazın.`,
      })
    }
  }
  for (const route of published) {
    if (routes.has(route) || targets.has(route)) continue
    problems.push({
      file: ROUTES_LOCK,
      field: route,
      message:
        `${route} daha önce yayımlandı ama artık bir sayfa değil ve yönlendirmesi yok; bu adrese verilen bağlantılar 404 olur. ` +
        `Düzeltme: yerine geçen sayfanın "eskiAdresler" alanına ${route} ekleyin (makale, özellik veya lisans sayfası), ` +
        `ya da ${REDIRECTS_FILE} dosyasına "- from: ${route}" ve "to: <yeni adres>" yazın.`,
    })
  }
  return problems
}

/** The routes the lock file lists; none when there is no lock yet (a new site, a test fixture). */
export function parseRoutesLock(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'))
}

export async function readRoutesLock(root: string): Promise<string[]> {
  const text = await readFile(path.join(root, ROUTES_LOCK), 'utf8').catch(() => '')
  return parseRoutesLock(text)
}

const LOCK_HEADER = `# Generated by \`npm run build\` (scripts/content/redirects.ts) — do not edit by hand.
# Every public address this site has ever published, one per line, sorted. It is committed so that every clone knows
# what was published before: the build fails when an address listed here is neither a page nor redirected (a former
# address in a page's "eskiAdresler", or content/data/redirects.yaml). Only \`npm run build\` adds lines.
`

/** The lock's text: the header, then the union of what it held and what the site publishes now, sorted. */
export function formatRoutesLock(published: readonly string[], current: readonly string[]): string {
  const routes = [...new Set([...published, ...current])].sort(compare)
  return `${LOCK_HEADER}${routes.join('\n')}\n`
}

/** Writes the lock only when it changes; returns whether it did. */
export async function writeRoutesLock(root: string, current: readonly string[]): Promise<boolean> {
  const file = path.join(root, ROUTES_LOCK)
  const before = await readFile(file, 'utf8').catch(() => '')
  const after = formatRoutesLock(parseRoutesLock(before), current)
  if (after === before) return false
  await writeFile(file, after)
  return true
}

/**
 * `_redirects` for Cloudflare Pages: `from to 301` per redirect, and the same for `from/` (a rule matches its path
 * exactly: without it, the old address written with a slash is a 404 in the host's runtime).
 */
export function redirectsFile(redirects: readonly Redirect[]): string {
  return redirects.map(({ from, to }) => `${from} ${to} 301\n${from}/ ${to} 301\n`).join('')
}

/** Writes `_redirects` into the built site (Cloudflare Pages reads it and does not serve it). */
export async function writeRedirectFiles(client: string, redirects: readonly Redirect[]): Promise<void> {
  await writeFile(path.join(client, '_redirects'), redirectsFile(redirects))
}
