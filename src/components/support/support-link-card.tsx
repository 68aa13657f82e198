// One support link card: title, description and 'Git' (in-app), 'Görüntüle' (new tab), 'E-posta Gönder' or 'Ara'.
import { useId } from 'react'
import type { SupportLink } from '../../shared/schemas/support'
import { ButtonLink } from '../ui/button'
import { Card, CardText, CardTitle } from '../ui/card'

function linkLabel(link: SupportLink): string {
  if (link.url.startsWith('mailto:')) return 'E-posta Gönder'
  if (link.url.startsWith('tel:')) return 'Ara'
  return link.isExternal ? 'Görüntüle' : 'Git'
}

export function SupportLinkCard({ link }: { link: SupportLink }) {
  const titleId = useId()
  const label = linkLabel(link)
  const className = 'mt-5 self-start'
  return (
    <Card className="h-full p-5 motion-safe:transition-transform motion-safe:hover:-translate-y-0.5">
      <CardTitle id={titleId} className="text-base">
        {link.title}
      </CardTitle>
      <CardText className="flex-1 text-sm text-pretty">{link.description}</CardText>
      <ButtonLink href={link.url} variant="secondary" aria-describedby={titleId} className={className}>
        {label}
      </ButtonLink>
    </Card>
  )
}
