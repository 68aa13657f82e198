// The request as the mail's text. The order always goes whole: the reference, every line with its quantity and price,
// the totals and the buyer; the rest goes too while every link stays within MAX_LINK_LENGTH, giving way in this order:
// the request's address, the terms, the usage, the TL figure, the old keys, the licence holders, the list of
// documents, the greeting. What does not fit is named on the page, and in the mail what the clerk must know is missing
// (the copied text and the printed document always carry everything). Pure; browser (the request section) and tests.
import type { AdvisorData } from '../shared/schemas/advisor.ts'
import { CONTACT_LABELS } from './advisor-contact.ts'
import { mailLinks, MAX_LINK_LENGTH } from './mail-links.ts'
import { rowText, type QuoteRequest } from './quote-request.ts'

/**
 * A part of the mail; `leftOut` names a part that may give way (in the order of `drop`, lowest first), `tell` one the
 * clerk must know is missing (the mail then says it follows; the page names every part left out).
 */
interface MailPart {
  lines: string[]
  drop?: number
  leftOut?: string
  tell?: boolean
}

/** The mail's parts in reading order. */
function mailParts(request: QuoteRequest): MailPart[] {
  const name = request.buyer.find((row) => row.label === 'Ad soyad')?.value
  const numbered = request.lines.length > 1
  const holders = request.holders.reduce((sum, line) => sum + line.people.length, 0)
  return [
    {
      lines: ['Merhaba, aşağıdaki lisanslar için fiyat teklifi rica ederim.', ''],
      drop: 8,
      leftOut: 'giriş cümlesi',
    },
    {
      lines: [
        `Referans: ${request.reference} (${request.requestDate})`,
        ...request.lines.flatMap((line) =>
          line.rows.map((row) => `${numbered ? `${line.number}.` : '-'} ${rowText(row)}`),
        ),
        // One priced row already shows its amount: its subtotal and KDV base would repeat it.
        ...(request.lines.length === 1 && request.lines[0]!.rows.length === 1
          ? request.totalRows.slice(-2)
          : request.totalRows
        ).map(([label, value]) => `${label}: ${value}`),
      ],
    },
    { lines: request.tlEstimate ? [request.tlEstimate] : [], drop: 4, leftOut: 'yaklaşık TL tutarı' },
    { lines: ['', ...request.buyer.map((row) => `${row.label}: ${row.value}`)] },
    {
      lines: holders
        ? [
            '',
            'Lisans sahipleri:',
            ...request.holders.flatMap((line) =>
              line.people.map((person) => `${line.number}. ${person.name} <${person.email}>`),
            ),
          ]
        : [],
      drop: 6,
      leftOut: `lisans sahipleri (${holders} kişi)`,
      tell: true,
    },
    {
      lines: request.keys.length
        ? ['', `Eski lisans anahtarları (${request.keys.length} adet):`, ...request.keys]
        : [],
      drop: 5,
      leftOut: `eski lisans anahtarları (${request.keys.length} adet)`,
      tell: true,
    },
    {
      lines: [
        '',
        'Kullanım:',
        ...request.lines.map(
          (line) => `${numbered ? `${line.number}.` : '-'} ${line.usage}; ${line.management}`,
        ),
      ],
      drop: 3,
      leftOut: 'kullanım ayrıntıları',
    },
    {
      lines: request.documents.length
        ? [
            '',
            `Gerekli belgeler (iletiye ayrıca eklenir): ${request.documents.map((item) => item.title).join(', ')}`,
          ]
        : [],
      drop: 7,
      leftOut: 'belge listesi',
      tell: true,
    },
    { lines: ['', request.mailTerms], drop: 2, leftOut: 'koşullar' },
    { lines: [`Seçimlerim: ${request.url}`], drop: 1, leftOut: 'seçimlerin bağlantısı' },
  ].concat({ lines: ['', 'Saygılarımla', ...(name ? [name] : [])] })
}

export interface RequestMail {
  /** The subject the links carry (shortened only when nothing else is left to shorten). */
  subject: string
  /** What the links carry. */
  body: string[]
  /** Everything, for copying (and what the printed document shows). */
  full: string[]
  /** Names of what did not fit the links (empty when all did), for the page. */
  leftOut: string[]
}

/** How many of the invoice address's last characters (whole words: district, city, postcode) are always kept. */
const ADDRESS_END = 40

const joined = (parts: readonly MailPart[]) => parts.flatMap((part) => part.lines)

/**
 * The mail for `request`: all of it when every link fits, otherwise without the parts that give way first, with a
 * line naming them. In the unlikely case that the order and the buyer alone are too long, the longest of the buyer's
 * values is shortened (and named) until the links fit.
 */
export function requestMail(
  request: QuoteRequest,
  data: AdvisorData,
  email: string,
  limit = MAX_LINK_LENGTH,
): RequestMail {
  const parts = mailParts(request).filter((part) => part.lines.length > 0)
  const full = joined(parts)
  let subject = request.subject
  const fits = (body: readonly string[]) =>
    Object.values(mailLinks(email, subject, body)).every((link) => link.length <= limit)
  const leftOut: string[] = []
  /** What the mail itself says is missing. */
  const told: string[] = []
  const withNote = (kept: readonly MailPart[]) => {
    const body = joined(kept)
    if (told.length === 0) return body
    const note = data.request.mailLeftOut.replace('{liste}', told.join(', '))
    // Before the closing: "Saygılarımla" and the name stay last.
    const closing = body.lastIndexOf('Saygılarımla')
    return [...body.slice(0, closing - 1), '', note, ...body.slice(closing - 1)]
  }
  let kept = parts
  const droppable = parts.filter((part) => part.drop !== undefined).sort((a, b) => a.drop! - b.drop!)
  for (const part of droppable) {
    if (fits(withNote(kept))) break
    kept = kept.filter((candidate) => candidate !== part)
    leftOut.push(part.leftOut!)
    if (part.tell) told.push(part.leftOut!)
  }
  let body = withNote(kept)
  // Then the subject names only the reference (the lines are all in the body).
  if (!fits(body)) subject = request.shortSubject
  // The last resort: shorten the buyer's longest value (an official title or address of extreme length). A title
  // keeps its start; an address keeps its start and its end (district, city, postcode), losing words in between.
  const buyer = kept.find((part) => part.lines.some((line) => line.startsWith('Ad soyad:')))
  const shortened = new Map<string, { head: string; tail: string }>()
  while (!fits(body) && buyer) {
    const longest = buyer.lines.reduce((a, b) => (b.length > a.length ? b : a))
    if (longest.length <= 40) break
    const label = longest.slice(0, longest.indexOf(':'))
    let value = shortened.get(label)
    if (!value) {
      const whole = longest.slice(label.length + 2)
      const end =
        label === CONTACT_LABELS.address ? whole.indexOf(' ', whole.length - ADDRESS_END) + 1 : whole.length
      value = { head: whole.slice(0, end), tail: whole.slice(end) }
      leftOut.push(`${label.toLocaleLowerCase('tr')} (tamamı)`)
      told.push(`${label.toLocaleLowerCase('tr')} (tamamı)`)
    }
    value = { ...value, head: value.head.slice(0, -11).trimEnd() }
    if (value.head === '') break
    shortened.set(label, value)
    buyer.lines[buyer.lines.indexOf(longest)] =
      `${label}: ${value.head}…${value.tail ? ` ${value.tail}` : ''}`
    body = withNote(kept)
  }
  return { subject, body, full, leftOut }
}
