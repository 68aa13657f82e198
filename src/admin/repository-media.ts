// The images the repository holds in the editor's media folder, asked of the Git backend itself (Decap's backend
// instance, kept when it is created): an image uploaded a minute ago is in the repository before it is on the live
// site. Browser.

interface MediaFile {
  path: string
}
export interface MediaListing {
  getMedia?: (folder?: string) => Promise<MediaFile[]>
}

let backend: MediaListing | undefined

/** Called by the backend wrapper (hidden-files.ts) with each backend instance Decap creates. */
export function keepBackend(instance: MediaListing): void {
  backend = instance
}

/** Addresses (/images/wiki/…) of the files in the repository's `mediaFolder` (public/images/wiki); empty if unknown. */
export async function repositoryImages(mediaFolder: string): Promise<Set<string>> {
  const files = await backend?.getMedia?.(mediaFolder).catch(() => [] as MediaFile[])
  const publicRoot = mediaFolder.slice(0, mediaFolder.indexOf('/'))
  return new Set((files ?? []).map((file) => file.path.replace(new RegExp(`^/?${publicRoot}`), '')))
}

/** The backend instance Decap created (its Git host, or decap-server in local mode); undefined before sign-in. */
export function keptBackend(): unknown {
  return backend
}
