// 'Makale Bulunamadı': shown for an unknown wiki slug.
import { ArrowLeft } from 'lucide-react'
import { ButtonLink } from '../ui/button'

export function WikiNotFound() {
  return (
    <section className="mx-auto flex max-w-3xl flex-col items-center px-4 py-24 text-center">
      <h1 className="text-3xl font-bold tracking-tight">Makale Bulunamadı</h1>
      <p className="mt-4 text-lg text-muted">Aradığınız wiki makalesi mevcut değil.</p>
      <ButtonLink href="/wiki" className="mt-8">
        <ArrowLeft aria-hidden="true" className="size-4" />
        Wiki'ye Dön
      </ButtonLink>
    </section>
  )
}
