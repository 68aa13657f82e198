// Security and cache headers (build time, the local server and the tests): one definition for dist/_headers, scripts/serve.ts and the nginx snippet in scripts/nginx/.
import { createHash } from 'node:crypto'
import type { CmsBackend } from '../src/shared/site-settings.ts'
import { readCmsBackend } from './site-settings.ts'

/** A block of a Netlify / Cloudflare Pages `_headers` file: a path pattern and the headers of every matching response. */
export interface HeaderRule {
  /** `/exact/path` or a pattern with `*` splats (`/assets/*`). */
  path: string
  /**
   * Headers that earlier matching rules set and this rule drops before setting its own: Cloudflare Pages' `! Name`
   * lines. Netlify's parser skips such a line (it has no colon), and there the later rule's value replaces the
   * earlier one anyway.
   */
  detach?: string[]
  headers: Record<string, string>
}

/** The browser editor (Decap CMS, src/admin/): these paths get the admin policy instead of the site's. */
export const ADMIN_PATHS = ['/admin', '/admin/*'] as const

/** For the content-hashed files under /assets/ only; everything else is revalidated on every visit. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable'

/** Browser features the site never uses, denied to the page and to anything it might embed. */
export const DENIED_FEATURES = [
  'accelerometer',
  'autoplay',
  'browsing-topics',
  'camera',
  'display-capture',
  'encrypted-media',
  'fullscreen',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'picture-in-picture',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
] as const

/** The CSP source for an inline script, exactly as it appears between `<script>` and `</script>`. */
export function scriptHashSource(script: string): string {
  return `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`
}

/**
 * The Content-Security-Policy. Scripts: same origin plus the hashes of the few inline scripts that must stay
 * inline (the theme script in <head>); JSON-LD blocks are data, which script-src does not govern.
 * Styles: same origin only — the pre-rendered HTML has no `style` attributes and React sets styles through
 * the CSSOM, which CSP does not restrict. Images: same origin and data: addresses (the tab's icon is one, src/root.tsx;
 * an image cannot run code).
 */
export function contentSecurityPolicy(scriptHashes: readonly string[]): string {
  return [
    "default-src 'self'",
    ['script-src', "'self'", ...[...scriptHashes].sort()].join(' '),
    "style-src 'self'",
    "img-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self' mailto:",
    "frame-ancestors 'none'",
  ].join('; ')
}

/** The Git host's API (connect-src) and the images the editor shows from it (the signed-in user's avatar). */
export function gitHostSources(backend: CmsBackend): { connect: string[]; images: string[] } {
  switch (backend.name) {
    case 'github':
      return { connect: ['https://api.github.com'], images: ['https://avatars.githubusercontent.com'] }
    case 'gitlab':
    case 'gitea': {
      const origin = new URL(backend.baseUrl).origin
      return { connect: [origin], images: [origin] }
    }
  }
}

/**
 * The editor's Content-Security-Policy: what Decap CMS needs and nothing more. `'unsafe-eval'`: its config validator
 * (ajv) compiles schemas with `new Function`; `style-src 'unsafe-inline'`: its components are styled with emotion,
 * which injects <style> elements; `blob:`/`data:` images: previews of uploaded and repository images; the Git host's
 * API for reading and committing. In local mode (`npm run admin`) the API is same-origin (`/api/v1`).
 */
export function adminContentSecurityPolicy(backend: CmsBackend = readCmsBackend()): string {
  const git = gitHostSources(backend)
  return [
    "default-src 'self'",
    "script-src 'self' 'unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    ['img-src', "'self'", 'data:', 'blob:', ...git.images].join(' '),
    // blob: an image picked for upload is read back from its blob: address before it is sent to the Git host.
    ['connect-src', "'self'", 'blob:', ...git.connect].join(' '),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ')
}

/** The headers every response carries, pages and files alike. */
export function securityHeaders(scriptHashes: readonly string[]): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(scriptHashes),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': DENIED_FEATURES.map((feature) => `${feature}=()`).join(', '),
  }
}

/** The security headers of the editor's pages: the site's, with the admin policy as the one CSP. */
export function adminSecurityHeaders(scriptHashes: readonly string[]): Record<string, string> {
  return { ...securityHeaders(scriptHashes), 'Content-Security-Policy': adminContentSecurityPolicy() }
}

/**
 * The `_headers` rules. Pages get no Cache-Control rule: Cloudflare Pages joins the values of every matching
 * rule with commas, so `/*` and `/assets/*` must not both set it; the hosts' default (max-age=0,
 * must-revalidate) is the revalidation we want. The editor's rules come last and detach the site's CSP before
 * setting their own: a browser enforces every CSP it receives, so /admin must end up with one policy only.
 */
export function headerRules(scriptHashes: readonly string[]): HeaderRule[] {
  return [
    { path: '/*', headers: securityHeaders(scriptHashes) },
    { path: '/assets/*', headers: { 'Cache-Control': IMMUTABLE_CACHE } },
    ...ADMIN_PATHS.map((path) => ({
      path,
      detach: ['Content-Security-Policy'],
      headers: { 'Content-Security-Policy': adminContentSecurityPolicy() },
    })),
  ]
}

export function formatHeadersFile(rules: readonly HeaderRule[]): string {
  const blocks = rules.map((rule) =>
    [
      rule.path,
      ...(rule.detach ?? []).map((name) => `  ! ${name}`),
      ...Object.entries(rule.headers).map(([name, value]) => `  ${name}: ${value}`),
    ].join('\n'),
  )
  return `# Generated by scripts/postbuild.ts from scripts/security-headers.ts — do not edit.\n${blocks.join('\n\n')}\n`
}

export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = []
  for (const [index, line] of text.split(/\r?\n/).entries()) {
    if (!line.trim() || line.trimStart().startsWith('#')) continue
    if (!/^\s/.test(line)) {
      rules.push({ path: line.trim(), headers: {} })
      continue
    }
    const detach = /^\s+!\s*([^:\s]+)\s*$/.exec(line)
    const match = /^\s+([^:\s!]+):\s*(.*)$/.exec(line)
    const rule = rules.at(-1)
    if (!rule || !(match || detach))
      throw new Error(`_headers line ${index + 1}: expected "  Name: value" or "  ! Name" under a path`)
    if (detach) (rule.detach ??= []).push(detach[1]!)
    else rule.headers[match![1]!] = match![2]!
  }
  return rules
}

function patternToRegExp(pattern: string): RegExp {
  const source = pattern
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*')
  return new RegExp(`^${source}$`)
}

/** How a static host combines the matching rules of `_headers`. */
export type HeaderHost = 'cloudflare' | 'netlify'

/**
 * Headers for a request path as the static hosts apply them: every matching rule in file order.
 * - `cloudflare` (Cloudflare Pages, and `npm run serve`): per rule, its `! Name` lines delete what earlier rules set,
 *   then its headers are added; a name set by several rules gets their values joined by ", ".
 * - `netlify`: `! Name` lines are not understood (skipped); a later rule's value replaces an earlier one.
 * The site's rules are written so that both give the same result for every path (tests/unit/security-headers.test.ts).
 */
export function headersForPath(
  rules: readonly HeaderRule[],
  pathname: string,
  host: HeaderHost = 'cloudflare',
): Record<string, string> {
  const result: Record<string, string> = {}
  for (const rule of rules) {
    if (!patternToRegExp(rule.path).test(pathname)) continue
    if (host === 'cloudflare') for (const name of rule.detach ?? []) delete result[name]
    for (const [name, value] of Object.entries(rule.headers))
      result[name] = host === 'cloudflare' && name in result ? `${result[name]}, ${value}` : value
  }
  return result
}

/** The same headers as nginx `add_header` lines (`always`: nginx otherwise drops them from 404 responses). */
export function nginxHeaderLines(headers: Record<string, string>): string[] {
  return Object.entries(headers).map(([name, value]) => `add_header ${name} "${value}" always;`)
}

/**
 * The site's nginx snippet with the security headers, written by the build into dist/ (its CSP lists the hashes of
 * the pages' inline scripts, known only after pre-rendering); a deploy copies it to snippets/rhinoturkiye-headers.conf.
 */
export const NGINX_HEADERS_OUTPUT = '_headers.nginx.conf'
/** The editor's snippet, the same for every build; tests/unit/security-headers.test.ts keeps it current. */
export const NGINX_ADMIN_HEADERS_FILE = 'scripts/nginx/snippets/rhinoturkiye-admin-headers.conf'

function nginxSnippet(comment: readonly string[], headers: Record<string, string>): string {
  return [...comment.map((line) => `# ${line}`), ...nginxHeaderLines(headers), ''].join('\n')
}

/** The whole text of that snippet for the given inline-script hashes. */
export function nginxHeadersSnippet(scriptHashes: readonly string[]): string {
  return nginxSnippet(
    [
      'Generated by the build (scripts/postbuild.ts, scripts/security-headers.ts); copy it to',
      'snippets/rhinoturkiye-headers.conf on every deploy. The security headers of every response, included by each',
      '`location` of rhinoturkiye-site.conf (nginx drops inherited add_header lines in a location that has its own).',
    ],
    securityHeaders(scriptHashes),
  )
}

/** The snippet of the editor's locations (/admin): the same headers with the admin policy as the one CSP. */
export function nginxAdminHeadersSnippet(scriptHashes: readonly string[]): string {
  return nginxSnippet(
    [
      'The security headers of the browser editor (/admin, Decap CMS), included by its locations in',
      'rhinoturkiye-site.conf instead of rhinoturkiye-headers.conf: the admin policy is its only CSP. Mirrors',
      'scripts/security-headers.ts: tests/unit/security-headers.test.ts fails when they differ.',
    ],
    adminSecurityHeaders(scriptHashes),
  )
}
