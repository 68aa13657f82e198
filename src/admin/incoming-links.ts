// Which pages link to an address, read from the repository itself (the Git backend Decap created, or decap-server in
// local mode): the articles, the MDX pages and the data files. Renaming an article offers to point them to the new
// address; deleting one lists them and points them to its replacement. The text rules are pure.
import { parse } from 'yaml'
import { dataCollections, WIKI_FOLDER } from './collections.ts'
import { keptBackend } from './repository-media.ts'

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** `address` where it stands as a link target: `](/wiki/x)`, `](/wiki/x#part)`, a YAML value `/wiki/x`. */
function targetPattern(address: string): RegExp {
  return new RegExp(`(?<=\\]\\(|^|[\\s"':\\[,])${escape(address)}(?=[)#\\s"',\\]]|$)`, 'gm')
}

/** How often `text` links to `address`. Pure. */
export function linksTo(text: string, address: string): number {
  return [...text.matchAll(targetPattern(address))].length
}

/** `text` with every link to `from` pointing to `to` (a `#part` after it stays). Pure. */
export function rewriteLinks(text: string, from: string, to: string): string {
  return text.replace(targetPattern(from), to)
}

export interface RepositoryFile {
  path: string
  /** What staff call it: an article's or page's title, a data form's name. */
  title: string
  text: string
}

interface GitBackend {
  getEntry: (path: string) => Promise<{ data: string | null }>
  entriesByFolder: (
    folder: string,
    extension: string,
    depth: number,
  ) => Promise<{ file: { path: string }; data: string }[]>
  persistEntry: (
    entry: { dataFiles: { path: string; slug: string; raw: string }[]; assets: [] },
    options: Record<string, unknown>,
  ) => Promise<unknown>
  deleteFiles?: (paths: string[], message: string) => Promise<unknown>
}

export const gitBackend = () => keptBackend() as GitBackend | undefined

const titleOf = (text: string, path: string): string => {
  const head = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text)?.[1]
  try {
    const title = head ? (parse(head) as { title?: unknown }).title : undefined
    return typeof title === 'string' ? title : path
  } catch {
    return path
  }
}

/** Every content file that may link to a page: articles, MDX pages, data files. */
export async function contentFiles(): Promise<RepositoryFile[]> {
  const backend = gitBackend()
  if (!backend) return []
  const folders: [string, string][] = [
    [WIKI_FOLDER, 'md'],
    ['content/features', 'mdx'],
    ['content/licensing', 'mdx'],
  ]
  const listed = await Promise.all(
    folders.map(([folder, extension]) => backend.entriesByFolder(folder, extension, 1).catch(() => [])),
  )
  const documents = listed
    .flat()
    .filter((entry) => !/(^|\/)_[^/]*$/.test(entry.file.path))
    .map((entry) => ({
      path: entry.file.path,
      title: titleOf(entry.data, entry.file.path),
      text: entry.data,
    }))
  const data = await Promise.all(
    dataCollections.map((collection) =>
      backend
        .getEntry(collection.file)
        .then((entry) => ({ path: collection.file, title: collection.label, text: entry.data ?? '' }))
        .catch(() => null),
    ),
  )
  return [...documents, ...data.filter((file): file is RepositoryFile => file !== null)]
}

export interface IncomingLink extends RepositoryFile {
  count: number
}

/** The files that link to any of `addresses`, but `except` (the article itself). */
export async function incomingLinks(addresses: readonly string[], except?: string): Promise<IncomingLink[]> {
  return (await contentFiles())
    .filter((file) => file.path !== except)
    .map((file) => ({
      ...file,
      count: addresses.reduce((sum, address) => sum + linksTo(file.text, address), 0),
    }))
    .filter((file) => file.count > 0)
}

/** Points every link of `files` to `from` at `to`, saved in one commit; resolves with the number of files changed. */
export async function pointLinks(
  files: readonly RepositoryFile[],
  from: readonly string[],
  to: string,
): Promise<number> {
  const backend = gitBackend()
  if (!backend) throw new Error('depoya bağlanılamadı')
  const changed = files
    .map((file) => ({
      ...file,
      raw: from.reduce((text, address) => rewriteLinks(text, address, to), file.text),
    }))
    .filter((file) => file.raw !== file.text)
  if (changed.length === 0) return 0
  await backend.persistEntry(
    {
      dataFiles: changed.map((file) => ({
        path: file.path,
        slug: file.path.replace(/^.*\//, '').replace(/\.\w+$/, ''),
        raw: file.raw,
      })),
      assets: [],
    },
    {
      newEntry: false,
      commitMessage: `Bağlantılar: ${from.join(', ')} → ${to}`,
      useWorkflow: false,
      unpublished: false,
    },
  )
  return changed.length
}
