// The ways the request leaves: the visitor's mail program, Gmail and Outlook on the web (links within the measured
// limits, mail-links.ts), copying the whole text, printing. While a required field is missing or a value is wrong,
// each of them is a button that names the problems and moves the focus to the first one instead of sending. On
// phones a bar stays at the bottom of the screen with the total and the send action. Browser (part of the lazily
// loaded request section).
import type { AdvisorData } from '../../shared/schemas/advisor.ts'
import type { RequestMail } from '../../lib/mail-body.ts'
import { copyText, mailLinks } from '../../lib/mail-links.ts'
import type { QuoteRequest } from '../../lib/quote-request.ts'
import { buttonVariants } from '../ui/button.tsx'

export interface SendActionsProps {
  data: AdvisorData
  email: string
  model: QuoteRequest
  mail: RequestMail
  /** Sending was tried while something is missing: the problems are listed. */
  attempted: boolean
  /** Called instead of sending while something is missing or wrong. */
  onBlocked: () => void
  status: string
  onStatus: (status: string) => void
}

const primary = buttonVariants({ variant: 'primary' })
const secondary = buttonVariants({ variant: 'secondary' })

export function SendActions(props: SendActionsProps) {
  const { data, email, model, mail, attempted, onBlocked, status, onStatus } = props
  const blocked = model.problems.length > 0
  const links = mailLinks(email, mail.subject, mail.body)
  const total = model.totalRows.at(-1)!

  async function copy() {
    if (blocked) return onBlocked()
    try {
      await navigator.clipboard.writeText(copyText(email, model.subject, mail.full))
      onStatus('Talep metni panoya kopyalandı.')
    } catch {
      onStatus('Kopyalanamadı; belgedeki metni seçip elle kopyalayabilirsiniz.')
    }
  }

  /** A link while the request is complete, otherwise a button that says what is missing. */
  const send = (name: string, label: string, href: string, className: string, external = false) =>
    blocked ? (
      <button type="button" className={className} data-send={name} onClick={onBlocked}>
        {label}
      </button>
    ) : (
      <a
        href={href}
        className={className}
        data-send={name}
        {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      >
        {label}
        {external && <span className="sr-only"> (yeni sekmede açılır)</span>}
      </a>
    )

  return (
    <div className="space-y-4 print:hidden" id="gonder">
      {attempted && blocked && (
        <div
          role="alert"
          className="rounded-button border-l-4 border-danger bg-surface p-3 text-sm"
          data-problems
        >
          <p className="font-medium">Göndermeden önce şunları tamamlayın:</p>
          <ul className="mt-1 list-disc pl-5">
            {model.problems.map((problem) => (
              <li key={problem.id}>
                {/* "Ad soyad gerekli." says where; a holder's row needs its place named. */}
                <a href={`#${problem.id}`} className="underline underline-offset-2">
                  {problem.message.startsWith(problem.label)
                    ? problem.message
                    : `${problem.label}: ${problem.message}`}
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
      {mail.leftOut.length > 0 && (
        <p className="rounded-button border-l-4 border-warning bg-surface p-3 text-sm" data-left-out>
          {data.request.leftOutNote.replace('{liste}', mail.leftOut.join(', '))}
        </p>
      )}
      <div className="grid gap-3 sm:grid-cols-2">
        {send('mailto', 'E-posta programıyla gönder', links.mailto, `${primary} sm:col-span-2`)}
        {send('gmail', 'Gmail ile gönder', links.gmail, secondary, true)}
        {send('outlook', 'Outlook ile gönder', links.outlook, secondary, true)}
        <button type="button" className={secondary} onClick={() => void copy()} data-send-copy>
          Metni kopyala
        </button>
        <button
          type="button"
          className={secondary}
          onClick={() => (blocked ? onBlocked() : window.print())}
          data-send-print
        >
          Yazdır / PDF
        </button>
      </div>
      <p role="status" className="min-h-5 text-sm font-medium text-success">
        {status}
      </p>
      <p className="text-sm text-muted">{data.request.sendNote}</p>

      <div
        className="fixed inset-x-0 bottom-0 z-30 border-t border-line bg-raised px-4 py-3 shadow-card lg:hidden"
        data-sticky-bar
      >
        <div className="mx-auto flex max-w-7xl items-center justify-between gap-3">
          <p className="min-w-0">
            <span className="block text-xs text-muted">
              {total[0]}
              {model.lines.length > 1 ? ` (${model.lines.length} satır)` : ''}
            </span>
            <span className="font-bold tabular-nums">{total[1]}</span>
          </p>
          {send('bar', 'Talebi gönder', links.mailto, primary)}
        </div>
      </div>
    </div>
  )
}
