// TeX formula → MathML as a hast element (temml), with no inline styles. Pure: the content step's Markdown → HTML
// pipeline uses it (src/shared/content/wiki-article.ts), in the build and in the editor's preview alike.
import type { Element, ElementContent, Properties } from 'hast'
import temml from 'temml'

export type MathResult = { ok: true; node: Element } | { ok: false; message: string; lineOffset: number }

/** Accessible name of a display formula's scroll box (it is focusable, so it needs one). */
export const DISPLAY_MATH_LABEL = 'Formül'

/**
 * temml writes a few layout values as `style` attributes, which the site's CSP (`style-src 'self'`) blocks. Each one
 * temml emits for the constructs we allow maps to a class of src/styles/math.css (null: the class temml sets already
 * covers it); a formula that needs any other inline style fails the build instead of rendering wrongly.
 */
const STYLE_CLASSES: Record<string, string | null> = {
  'display:block math': null,
  'padding-left:0em': 'math-pl-0',
  'padding-left:0pt': 'math-pl-0',
  'padding-right:0em': 'math-pr-0',
  'padding-right:0pt': 'math-pr-0',
  'padding-left:1em': 'math-pl-1',
  'padding-left:5.9776pt': 'math-pl-column',
  'padding-right:5.9776pt': 'math-pr-column',
  'padding-left:0.1389em': 'math-pl-thin',
  'padding-right:0.1389em': 'math-pr-thin',
  'math-depth:0': 'math-depth-0',
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'", '#39': "'" }
const decode = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|#x27|#39);/g, (_, name: string) => ENTITIES[name]!)

class UnsupportedStyle extends Error {}

function toProps(attributes: string): Properties {
  const props: Properties = {}
  const classes: string[] = []
  for (const [, name = '', value = ''] of attributes.matchAll(/([a-zA-Z:-]+)="([^"]*)"/g)) {
    if (name === 'class') classes.push(...decode(value).split(/\s+/).filter(Boolean))
    else if (name === 'style') {
      for (const declaration of decode(value)
        .split(';')
        .map((part) => part.trim())
        .filter(Boolean)) {
        const mapped = STYLE_CLASSES[declaration.replace(/\s*:\s*/, ':')]
        if (mapped === undefined) throw new UnsupportedStyle(declaration)
        if (mapped) classes.push(mapped)
      }
    } else props[name] = decode(value)
  }
  if (classes.length > 0) props.className = [...new Set(classes)]
  return props
}

const element = (tagName: string, properties: Properties, children: ElementContent[] = []): Element => ({
  type: 'element',
  tagName,
  properties,
  children,
})

/** temml's MathML string (well-formed, double-quoted attributes, escaped text) → one hast element. */
function parseMathML(markup: string): Element {
  const root = element('root', {})
  const stack: Element[] = [root]
  for (const [token, closing, tag, attributes = '', selfClosing, text] of markup.matchAll(
    /<(\/?)([a-z][a-z0-9]*)((?:\s+[a-zA-Z:-]+="[^"]*")*)\s*(\/?)>|([^<]+)/g,
  )) {
    const parent = stack[stack.length - 1]!
    if (text !== undefined) parent.children.push({ type: 'text', value: decode(text) })
    else if (closing) {
      if (stack.length === 1 || parent.tagName !== tag) throw new Error(`unexpected ${token}`)
      stack.pop()
    } else {
      const child = element(tag!, toProps(attributes))
      parent.children.push(child)
      if (!selfClosing) stack.push(child)
    }
  }
  const [only] = root.children
  if (stack.length !== 1 || root.children.length !== 1 || only?.type !== 'element')
    throw new Error('unexpected MathML')
  return only
}

/**
 * temml's messages (English) in the words staff read, most frequent mistakes first; `$1` is what the message names.
 * A message not listed gets the general sentence, never the English.
 */
const PARSER_MESSAGES: readonly (readonly [RegExp, string])[] = [
  [/^Unexpected end of input in a macro argument, expected '(.+)'$/, "bir parantez kapanmamış: '$1' eksik"],
  [/^Expected '(.+)', got 'EOF'$/, "formül bitmeden '$1' bekleniyordu; bir parantez kapanmamış olabilir"],
  [/^Expected 'EOF', got '(.+)'$/, "'$1' fazla: onunla eşleşen bir açılış yok"],
  [/^Expected '(.+)', got '(.+)'$/, "'$1' bekleniyordu, '$2' bulundu"],
  [/^Extra }$/, "fazladan bir '}' var"],
  [/^(?:Undefined control sequence|Unsupported function name): (.+)$/, '$1 diye bir formül komutu yok'],
  [/^Double superscript$/, 'aynı yere iki üs yazılmış; ikisini {…} içinde birleştirin (örn. x^{ab})'],
  [/^Double subscript$/, 'aynı yere iki alt simge yazılmış; ikisini {…} içinde birleştirin (örn. x_{ij})'],
  [/^Unmatched delimiter$/, '\\left ile \\right eşleşmiyor'],
  [/^\\middle without preceding \\left$/, '\\middle, önünde bir \\left olmadan kullanılmış'],
  [/^No such environment: (.+)$/, '$1 diye bir ortam yok'],
  [/^Mismatched (.+)$/, '$1 eşini bulamadı'],
  [/^Can't use function '(.+)' in text mode$/, '$1 metin içinde kullanılamaz; \\text{…} dışına alın'],
]

function parserMessage(error: unknown): { message: string; position?: number } {
  const position = error instanceof Error ? (error as { position?: unknown }).position : undefined
  // temml appends where it stopped and the formula around it; the build names the line and the formula itself.
  const english = (error instanceof Error ? error.message : String(error))
    .replace(/^Temml parse error:\s*/, '')
    .replace(/\s+at (?:end of input|position \d+):[\s\S]*$/, '')
    .split('\n')[0]!
    .trim()
  const known = PARSER_MESSAGES.find(([pattern]) => pattern.test(english))
  const message = known
    ? english.replace(known[0], known[1])
    : 'TeX yazımında bir hata var; komutları ve süslü parantezleri kontrol edin'
  return { message, position: typeof position === 'number' ? position : undefined }
}

/** Operators after which an inline formula may break: relations and binary operators. */
const BREAK_AFTER = new Set(['=', '≠', '≈', '<', '>', '≤', '≥', '+', '−', '-', '±', '×', '·', '→', '⇒'])

/**
 * An inline formula in parts that end after a top-level relation or binary operator, each an <mrow> of <math>: the
 * stylesheet lets a line break between them (src/styles/math.css), so a long formula wraps on a phone instead of
 * widening the page. temml writes the whole formula as one <mrow>.
 */
function breakableInline(math: Element): Element {
  const only = math.children.length === 1 ? math.children[0] : undefined
  if (!only || only.type !== 'element' || only.tagName !== 'mrow') return math
  const parts: ElementContent[][] = [[]]
  for (const child of only.children) {
    parts.at(-1)!.push(child)
    const text = child.type === 'element' && child.tagName === 'mo' ? child.children[0] : undefined
    const operator = text?.type === 'text' && BREAK_AFTER.has(text.value.trim())
    if (operator) parts.push([])
  }
  const filled = parts.filter((part) => part.length > 0)
  if (filled.length < 2) return math
  return { ...math, children: filled.map((part) => element('mrow', {}, part)) }
}

/**
 * Renders one formula written in TeX (`$…$` inline, `$$…$$` display) to MathML. A display formula comes wrapped in a
 * focusable, labelled box that scrolls sideways when the formula is wider than the screen. A formula that does not
 * parse returns the parser's message and the line inside `tex` where it stopped (0 for the first).
 */
export function renderMath(tex: string, display: boolean): MathResult {
  let markup: string
  try {
    markup = temml.renderToString(tex, { displayMode: display, throwOnError: true, trust: false })
  } catch (error) {
    const { message, position } = parserMessage(error)
    const lineOffset = position === undefined ? 0 : (tex.slice(0, position).match(/\n/g)?.length ?? 0)
    return { ok: false, message: `formül okunamadı: ${message}`, lineOffset }
  }
  let node: Element
  try {
    node = parseMathML(markup)
  } catch (error) {
    const message =
      error instanceof UnsupportedStyle
        ? `bu formül sitede kullanılamayan bir biçim gerektiriyor (${error.message}); renk, kutu ve çizgili tablo kullanmayın`
        : `formül MathML'e çevrilemedi (${parserMessage(error).message})`
    return { ok: false, message, lineOffset: 0 }
  }
  if (!display) return { ok: true, node: breakableInline(node) }
  return {
    ok: true,
    node: element(
      'div',
      { className: ['math-display'], tabIndex: 0, role: 'group', ariaLabel: DISPLAY_MATH_LABEL },
      [node],
    ),
  }
}
