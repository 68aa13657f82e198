// Build time: moves the inline scripts of pre-rendered HTML into content-hashed files so the CSP needs no 'unsafe-inline'.
import { createHash } from 'node:crypto'

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/g
const ATTRIBUTE = /\s([^\s=/>]+)(?:="([^"]*)")?/g
const JAVASCRIPT_TYPES = /^(|module|(text|application)\/(x-)?(java|ecma)script|text\/(jscript|livescript))$/
/** Executable, but has no `src` form, so it can only be allowed by its hash. */
const INLINE_ONLY_TYPES = new Set(['importmap', 'speculationrules'])
/** React Router's per-page hydration data: one call with a JSON string literal. */
const STREAM_CHUNK = /^window\.__reactRouterContext\.streamController\.enqueue\(("(?:[^"\\]|\\.)*")\);$/
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

/** One file for every page: feeds the chunk in its own `data-stream` attribute into React Router's stream. */
export const STREAM_LOADER =
  'window.__reactRouterContext.streamController.enqueue(document.currentScript.dataset.stream);'

export interface ExtractedPage {
  /** The page with every externalized script replaced by `<script src="/assets/…">`. */
  html: string
  /** New files: path under the site root (`assets/page-<hash>.js`) → content. Equal content, equal name. */
  files: Map<string, string>
  /** Bodies of the executable scripts left inline (in <head>, or without a `src` form); the CSP lists their hashes. */
  inline: string[]
}

function parseAttributes(text: string): Map<string, string> {
  return new Map([...text.matchAll(ATTRIBUTE)].map((match) => [match[1]!.toLowerCase(), match[2] ?? '']))
}

function formatAttributes(attributes: Map<string, string>): string {
  return [...attributes].map(([name, value]) => ` ${name}="${value}"`).join('')
}

/** The chunk of a stream script, when it survives an HTML attribute unchanged (no NUL, no lone surrogate). */
export function streamChunk(script: string): string | null {
  const literal = STREAM_CHUNK.exec(script)?.[1]
  if (literal === undefined) return null
  const chunk = JSON.parse(literal) as string
  return chunk.includes('\0') || LONE_SURROGATE.test(chunk) ? null : chunk
}

/** Escaped for a double-quoted attribute; `\r` as a reference, since parsers turn a literal one into `\n`. */
export function escapeAttribute(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/\r/g, '&#13;')
}

/** The file for a script, relative to the site root: equal content, equal name. */
export function scriptFileName(content: string): string {
  return `assets/page-${createHash('sha256').update(content, 'utf8').digest('hex').slice(0, 16)}.js`
}

/**
 * Scripts in <head> stay inline (the theme script must run before the first paint) and are reported for
 * hashing. Executable scripts in <body> (React Router's context, route-module and stream scripts, React's
 * streaming runtime, scroll restoration) become external files at the same position: a classic
 * `<script src>` without async/defer blocks the parser just like the inline one did, so execution order is
 * unchanged. The route-module script loses its `async` and runs as a deferred module after parsing, i.e.
 * after every stream script — and React's hydration only matches a `<script>` with a `src` it did not
 * render when that script is not async. The hydration data stays in the page (in a `data-stream`
 * attribute read by one shared loader), so no page needs a file of its own and wiki articles add none.
 * Data blocks (JSON-LD) are not executable and stay as they are.
 */
export function extractInlineScripts(html: string): ExtractedPage {
  const files = new Map<string, string>()
  const inline: string[] = []
  const bodyStart = html.search(/<body[\s>]/)
  const output = html.replace(SCRIPT, (whole, attributeText: string, content: string, offset: number) => {
    const attributes = parseAttributes(attributeText)
    const type = (attributes.get('type') ?? '').trim().toLowerCase()
    if (attributes.has('src')) return whole
    if (INLINE_ONLY_TYPES.has(type) || (JAVASCRIPT_TYPES.test(type) && offset < bodyStart)) {
      inline.push(content)
      return whole
    }
    if (!JAVASCRIPT_TYPES.test(type)) return whole
    const chunk = type === 'module' ? null : streamChunk(content)
    const file = scriptFileName(chunk === null ? content : STREAM_LOADER)
    files.set(file, chunk === null ? content : STREAM_LOADER)
    attributes.delete('async')
    attributes.set('src', `/${file}`)
    if (chunk !== null) attributes.set('data-stream', escapeAttribute(chunk))
    return `<script${formatAttributes(attributes)}></script>`
  })
  return { html: output, files, inline }
}
