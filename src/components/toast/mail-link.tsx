// A mailto link that also shows a toast ('E-posta uygulamanız açılıyor') offering to copy the address. Browser.
import type { ComponentProps, MouseEvent } from 'react'
import { useToast } from './toast-provider'

/** The address part of a mailto: link ('mailto:a@b.com?subject=…' → 'a@b.com'). */
export function mailtoAddress(href: string): string {
  const [address = ''] = href.replace(/^mailto:/i, '').split('?')
  try {
    return decodeURIComponent(address)
  } catch {
    return address
  }
}

export type MailLinkProps = Omit<ComponentProps<'a'>, 'href'> & {
  /** A full mailto: link, subject and body included. */
  href: `mailto:${string}`
}

/** Shows the 'E-posta uygulamanız açılıyor' toast with a copy action for a mailto: link (the click itself is not prevented). */
export function useMailtoToast(): (href: string) => void {
  const { toast } = useToast()
  return (href) => {
    const address = mailtoAddress(href)
    const copy = () => {
      const done = () => toast({ title: 'E-posta adresi kopyalandı', description: address })
      const failed = () =>
        toast({
          title: 'Adres kopyalanamadı',
          description: `Adresi elle seçip kopyalayın: ${address}`,
          variant: 'destructive',
        })
      if (!navigator.clipboard) return failed()
      navigator.clipboard.writeText(address).then(done, failed)
    }
    toast({
      title: 'E-posta uygulamanız açılıyor',
      description: address,
      action: { label: 'Kopyala', onClick: copy },
    })
  }
}

/** Lets the mail app open as usual (the click is not prevented) and shows the copy toast alongside. */
export function MailLink({ href, onClick, children, ...props }: MailLinkProps) {
  const showMailToast = useMailtoToast()
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event)
    showMailToast(href)
  }

  return (
    <a href={href} onClick={handleClick} {...props}>
      {children}
    </a>
  )
}
