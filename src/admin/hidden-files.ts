// Keeps `_`-prefixed files (templates and drafts, which the build skips) out of the editor's lists: each Git backend
// is registered once more under a name of its own whose folder listings leave them out. The instance is also kept
// for the check before saving (repository-media.ts), and given what else the editor adds to a backend (main.tsx: the
// panel's sign-in page). Browser; its names are read by the build's config too.
import type { CmsBackend } from '../shared/site-settings.ts'
import { keepBackend, type MediaListing } from './repository-media.ts'

interface ListedFile {
  file: { path: string }
}
type Listing = (...args: unknown[]) => Promise<ListedFile[]>
interface BackendInstance extends MediaListing {
  entriesByFolder?: Listing
  allEntriesByFolder?: Listing
}
interface Registry {
  getBackend: (name: string) => { init: (...args: unknown[]) => BackendInstance } | undefined
  registerBackend: (name: string, backend: unknown) => void
}

/** The base backends wrapped: the site config's Git hosts and Decap's local proxy (`npm run admin`). */
export const WRAPPED_BACKENDS = ['github', 'gitlab', 'gitea', 'proxy'] as const

export function hiddenFilesBackendName(base: CmsBackend['name'] | 'proxy'): string {
  return `rhino-${base}`
}

export const isHiddenFile = (path: string) => /(^|\/)_[^/]*$/.test(path)

/** A listing without hidden files; other properties of the result (GitHub's paging cursor) are kept. */
function withoutHidden(listing: Listing): Listing {
  return async (...args) => {
    const files = await listing(...args)
    const kept = files.filter((entry) => !isHiddenFile(entry.file.path))
    for (const key of Reflect.ownKeys(files))
      if (typeof key === 'symbol') Reflect.set(kept, key, Reflect.get(files, key))
    return kept
  }
}

/** `decorate` is given each backend instance Decap creates. */
export function registerHiddenFilesBackends(
  cms: Registry,
  decorate: (instance: object) => void = () => {},
): void {
  for (const base of WRAPPED_BACKENDS) {
    const registered = cms.getBackend(base)
    if (!registered) continue
    // Called with `new` by Decap; returning the wrapped base instance makes it the constructed object.
    function HiddenFilesBackend(...args: unknown[]) {
      const instance = registered!.init(...args)
      for (const method of ['entriesByFolder', 'allEntriesByFolder'] as const) {
        const listing = instance[method]
        if (listing) instance[method] = withoutHidden(listing.bind(instance))
      }
      keepBackend(instance)
      decorate(instance)
      return instance
    }
    cms.registerBackend(hiddenFilesBackendName(base), HiddenFilesBackend)
  }
}
