// One support link as a row of a section's list: title, description and what it does ('Git' in the site,
// 'Görüntüle' in a new tab, 'E-posta Gönder', 'Ara'). The link is the title, named "title – action"; its box
// stretches over the whole row, so the row is one tap target. A phone of an office whose contact data is an example
// (facts.yaml `ofis.<id>.ornek`) is no link: the row is marked instead.
import { Fragment, useId } from 'react'
import type { SupportLink } from '../../shared/schemas/support.ts'
import { cn } from '../../lib/cn.ts'
import { site } from '../../site.config.ts'
import { SmartLink } from '../ui/smart-link.tsx'
import { telHref } from '../offices/contact-format.ts'
import { ExampleBadge } from '../offices/example-entry.tsx'

/** tel: links of the offices whose phone is an example. */
const EXAMPLE_PHONES = /* @__PURE__ */ new Set(
  site.offices.filter((office) => office.example).map((office) => telHref(office.phone)),
)

export function supportLinkLabel(link: SupportLink): string {
  if (link.url.startsWith('mailto:')) return 'E-posta Gönder'
  if (link.url.startsWith('tel:')) return 'Ara'
  return link.isExternal ? 'Görüntüle' : 'Git'
}

/** `text` with `part` (the row's phone number or address) kept on one line wherever it occurs. */
function KeepTogether({ text, part }: { text: string; part: string }) {
  const pieces = part ? text.split(part) : [text]
  return pieces.map((piece, index) => (
    <Fragment key={index}>
      {index > 0 && <span className="whitespace-nowrap">{part}</span>}
      {piece}
    </Fragment>
  ))
}

/** A row whose phone is an example: its title and text as plain text, marked, with nothing to tap. */
function ExamplePhoneRow({ link }: { link: SupportLink }) {
  return (
    <li className="flex min-h-11 items-start gap-4 px-5 py-3.5 sm:px-6">
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 font-semibold">
          {link.title}
          <ExampleBadge />
        </p>
        <p className="mt-0.5 text-sm text-pretty text-muted">
          <KeepTogether text={link.description} part={link.url.replace(/^\w+:/, '')} />
        </p>
      </div>
    </li>
  )
}

export function SupportLinkRow({ link }: { link: SupportLink }) {
  if (EXAMPLE_PHONES.has(link.url)) return <ExamplePhoneRow link={link} />
  return <SupportLinkRowLinked link={link} />
}

function SupportLinkRowLinked({ link }: { link: SupportLink }) {
  const textId = useId()
  const label = supportLinkLabel(link)
  const opensTab = label === 'Görüntüle'
  const contact = /^(tel|mailto):/.test(link.url)
  return (
    <li className="group relative flex min-h-11 items-start gap-4 px-5 py-3.5 hover:bg-surface has-[a:focus-visible]:outline-3 has-[a:focus-visible]:-outline-offset-3 has-[a:focus-visible]:outline-accent sm:px-6">
      <div className="min-w-0 flex-1">
        <SmartLink
          href={link.url}
          aria-describedby={textId}
          data-link-label={label}
          className="block font-semibold text-fg group-hover:text-accent after:absolute after:inset-0 focus-visible:outline-none"
        >
          {link.title}
          <span className="sr-only"> – {label}</span>
        </SmartLink>
        {/* Clamped to keep the rows short, except a phone's or an e-mail's: their text carries the number itself. */}
        <p
          id={textId}
          className={cn('mt-0.5 text-sm text-pretty text-muted', !contact && 'line-clamp-1 sm:line-clamp-2')}
        >
          {contact ? (
            <KeepTogether text={link.description} part={link.url.replace(/^\w+:/, '')} />
          ) : (
            link.description
          )}
        </p>
      </div>
      {/* Phones show the arrow alone, so the title keeps the row's width. */}
      <span
        aria-hidden="true"
        className="mt-0.5 inline-flex shrink-0 items-center gap-1 text-sm font-semibold whitespace-nowrap text-accent"
      >
        <span className="max-sm:hidden">{label}</span>
        <span className="text-base">{opensTab ? '↗' : '→'}</span>
      </span>
    </li>
  )
}
