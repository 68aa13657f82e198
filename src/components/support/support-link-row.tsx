// One support link as a row of a section's list: the whole row is the link (title, description, and what it does:
// 'Git' in the site, 'Görüntüle' in a new tab, 'E-posta Gönder', 'Ara').
import { useId } from 'react'
import type { SupportLink } from '../../shared/schemas/support'
import { SmartLink } from '../ui/smart-link'

export function supportLinkLabel(link: SupportLink): string {
  if (link.url.startsWith('mailto:')) return 'E-posta Gönder'
  if (link.url.startsWith('tel:')) return 'Ara'
  return link.isExternal ? 'Görüntüle' : 'Git'
}

export function SupportLinkRow({ link }: { link: SupportLink }) {
  const id = useId()
  const label = supportLinkLabel(link)
  const opensTab = label === 'Görüntüle'
  return (
    <SmartLink
      href={link.url}
      aria-labelledby={`${id}-title ${id}-label`}
      aria-describedby={`${id}-text`}
      data-link-label={label}
      className="group flex min-h-11 items-start gap-4 px-5 py-3.5 hover:bg-surface focus-visible:-outline-offset-2 sm:px-6"
    >
      <span className="min-w-0 flex-1">
        <span id={`${id}-title`} className="block font-semibold text-fg group-hover:text-accent">
          {link.title}
        </span>
        <span
          id={`${id}-text`}
          className="mt-0.5 line-clamp-1 text-sm text-pretty text-muted sm:line-clamp-2"
        >
          {link.description}
        </span>
      </span>
      <span
        id={`${id}-label`}
        className="mt-0.5 inline-flex shrink-0 items-center gap-1 text-sm font-semibold whitespace-nowrap text-accent"
      >
        {/* Phones show the arrow alone, so the title keeps the row's width. */}
        <span className="max-sm:sr-only">{label}</span>
        {opensTab && <span className="sr-only"> (yeni sekmede açılır)</span>}
        <span aria-hidden="true" className="text-base">
          {opensTab ? '↗' : '→'}
        </span>
      </span>
    </SmartLink>
  )
}
