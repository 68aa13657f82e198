// 'Makale Bulunamadı': shown for an unknown wiki slug (and, with its own words, for an unknown category page).
import { ArrowLeft } from 'lucide-react'
import { ButtonLink } from '../ui/button.tsx'

export function WikiNotFound({
  title = 'Makale Bulunamadı',
  text = 'Aradığınız wiki makalesi mevcut değil.',
}: {
  title?: string
  text?: string
}) {
  return (
    <section className="mx-auto flex max-w-3xl flex-col items-center px-4 py-24 text-center">
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      <p className="mt-4 text-lg text-muted">{text}</p>
      <ButtonLink href="/wiki" className="mt-8">
        <ArrowLeft aria-hidden="true" className="size-4" />
        Wiki'ye Dön
      </ButtonLink>
    </section>
  )
}
