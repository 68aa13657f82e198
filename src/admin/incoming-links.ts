// The files that may link to a page, read from the repository itself (the Git backend Decap created, or decap-server
// in local mode): the articles, the MDX pages and the data files; and the commit that writes the ones a rename or a
// deletion changed (link-places.ts finds the places and makes the edits). Browser.
import { parse } from 'yaml'
import { dataCollections, WIKI_FOLDER } from './collections.ts'
import { linkPlaces, type LinkPlace, type RepositoryFile } from './link-places.ts'
import { keptBackend } from './repository-media.ts'

export type { RepositoryFile } from './link-places.ts'

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
    ['content/company', 'mdx'],
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

/** Every place of the repository's files but `except` (the article itself) that links to any of `addresses`. */
export async function incomingPlaces(
  addresses: readonly string[],
  except?: string,
): Promise<{ files: RepositoryFile[]; places: LinkPlace[] }> {
  const files = (await contentFiles()).filter((file) => file.path !== except)
  return { files, places: linkPlaces(files, addresses) }
}

/** The files' places grouped by file, in the order found: what staff see listed. */
export function placesByFile(
  places: readonly LinkPlace[],
): { file: string; title: string; places: LinkPlace[] }[] {
  const groups = new Map<string, { file: string; title: string; places: LinkPlace[] }>()
  for (const place of places) {
    const group = groups.get(place.file) ?? { file: place.file, title: place.fileTitle, places: [] }
    group.places.push(place)
    groups.set(place.file, group)
  }
  return [...groups.values()]
}

/** Writes the changed files in one commit; resolves with how many there were. */
export async function saveFiles(files: readonly RepositoryFile[], commitMessage: string): Promise<number> {
  if (files.length === 0) return 0
  const backend = gitBackend()
  if (!backend) throw new Error('depoya bağlanılamadı')
  await backend.persistEntry(
    {
      dataFiles: files.map((file) => ({
        path: file.path,
        slug: file.path.replace(/^.*\//, '').replace(/\.\w+$/, ''),
        raw: file.text,
      })),
      assets: [],
    },
    { newEntry: false, commitMessage, useWorkflow: false, unpublished: false },
  )
  return files.length
}
