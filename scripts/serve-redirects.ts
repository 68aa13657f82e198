// Build output, read at serve time (`npm run serve`, the e2e tests' Node server): the redirects of dist/_redirects,
// answered the way Cloudflare Pages and Netlify do (301, with or without a trailing slash). Node.
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { parseRedirectsFile } from './content/redirects.ts'

/** The table of `<root>/_redirects` (written by the build); empty without one. Configuration, never served. */
export async function readRedirects(root: string): Promise<Map<string, string>> {
  const text = await readFile(path.join(root, '_redirects'), 'utf8').catch(() => '')
  return parseRedirectsFile(text)
}

/** Where a request for `pathname` is redirected, or null. */
export function redirectTarget(table: ReadonlyMap<string, string>, pathname: string): string | null {
  return (
    table.get(pathname) ?? (pathname.length > 1 ? (table.get(pathname.replace(/\/$/, '')) ?? null) : null)
  )
}
