// The toast shown for a followed mailto: link ('E-posta uygulamanız açılıyor') with an action that copies the address. Browser.
import type { ToastInput } from './toast-types.ts'

/** The address part of a mailto: link ('mailto:a@b.com?subject=…' → 'a@b.com'). */
export function mailtoAddress(href: string): string {
  const [address = ''] = href.replace(/^mailto:/i, '').split('?')
  try {
    return decodeURIComponent(address)
  } catch {
    return address
  }
}

export function showMailtoToast(toast: (input: ToastInput) => unknown, href: string): void {
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
