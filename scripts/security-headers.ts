// Security and cache headers (build time and the tests): `dist/_headers` for Cloudflare Pages, and each page's own
// Content-Security-Policy for the inline scripts React Router writes into it.
import { createHash } from 'node:crypto'
import type { CmsBackend } from '../src/shared/site-settings.ts'
import { readCmsBackend } from './site-settings.ts'

/** A block of Cloudflare Pages' `_headers` file: a path pattern and the headers of every matching response. */
export interface HeaderRule {
  /** `/exact/path` or a pattern with `*` splats (`/assets/*`). */
  path: string
  /** Headers that earlier matching rules set and this rule drops before setting its own (`! Name` lines). */
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
 * The site's Content-Security-Policy header. Inline scripts are allowed here only because every page narrows them in
 * its own policy (pagePolicy, a `<meta>` that withPagePolicy puts into each built page): a browser enforces every
 * policy it receives, so a page's inline script runs only when its hash is in that page's list. Styles: same origin
 * only (the HTML has no `style` attributes; React sets styles through the CSSOM, which CSP does not restrict).
 */
export function contentSecurityPolicy(): string {
  return [
    "default-src 'self'",
    "script-src 'self' 'unsafe-inline'",
    "style-src 'self'",
    "img-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self' mailto:",
    "frame-ancestors 'none'",
  ].join('; ')
}

/** A page's own policy: same-origin scripts and exactly the inline scripts the page carries. */
export function pagePolicy(scriptHashes: readonly string[]): string {
  return ['script-src', "'self'", ...[...new Set(scriptHashes)].sort()].join(' ')
}

/** The inline scripts of a page (not JSON-LD, which is data), their text exactly as written. */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = []
  for (const match of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)) {
    const attributes = match[1] ?? ''
    if (/\ssrc=/.test(attributes) || /type="application\/ld\+json"/.test(attributes)) continue
    if (match[2]) scripts.push(match[2])
  }
  return scripts
}

/** The page with its own policy as a `<meta>` right after its charset, before any script it governs. */
export function withPagePolicy(html: string): string {
  const charset = '<meta charSet="utf-8"/>'
  if (!html.includes(charset))
    throw new Error('a built page without <meta charSet="utf-8"/>: its policy has no place')
  if (html.includes('http-equiv="Content-Security-Policy"')) return html
  const policy = pagePolicy(inlineScripts(html).map(scriptHashSource))
  return html.replace(charset, `${charset}<meta http-equiv="Content-Security-Policy" content="${policy}"/>`)
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

/**
 * Images staff may upload (an SVG can carry a script): opened on their own, they run nothing and load nothing else.
 */
export const MEDIA_POLICY = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox"

/** The headers every response carries, pages and files alike. */
export function securityHeaders(): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': DENIED_FEATURES.map((feature) => `${feature}=()`).join(', '),
  }
}

/**
 * The `_headers` rules. Pages get no Cache-Control rule: Cloudflare Pages joins the values of every matching rule
 * with commas, so `/*` and `/assets/*` must not both set it; its default (max-age=0, must-revalidate) is the
 * revalidation we want. The editor's and the media's rules detach the site's CSP before setting their own.
 */
export function headerRules(): HeaderRule[] {
  return [
    { path: '/*', headers: securityHeaders() },
    { path: '/assets/*', headers: { 'Cache-Control': IMMUTABLE_CACHE } },
    {
      path: '/images/*',
      detach: ['Content-Security-Policy'],
      headers: { 'Content-Security-Policy': MEDIA_POLICY },
    },
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
