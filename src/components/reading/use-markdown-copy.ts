// Browser: the "Sayfayı Markdown olarak kopyala" button of a pre-rendered wiki article copies the page's Markdown copy
// (`<path>.md`, written by the build) to the clipboard and says so in a toast (the toast area is aria-live).
import { useEffect } from 'react'
import { useToast, type ToastApi } from '../toast/toast-provider.tsx'

async function fetchText(url: string): Promise<string> {
  const response = await fetch(url)
  if (!response.ok) throw new Error(`${url}: ${response.status}`)
  return response.text()
}

/**
 * Safari allows a clipboard write after a fetch only through a ClipboardItem given the pending text; other browsers
 * also take the text once it has arrived.
 */
async function copyFrom(url: string): Promise<void> {
  const text = fetchText(url)
  if (typeof ClipboardItem !== 'undefined' && navigator.clipboard.write) {
    try {
      const blob = text.then((value) => new Blob([value], { type: 'text/plain' }))
      await navigator.clipboard.write([new ClipboardItem({ 'text/plain': blob })])
      return
    } catch {
      // Falls through to writeText (browsers without promised ClipboardItem data).
    }
  }
  await navigator.clipboard.writeText(await text)
}

function enableMarkdownCopy(toast: ToastApi['toast']): () => void {
  const buttons = [...document.querySelectorAll<HTMLButtonElement>('button[data-copy-markdown]')]
  const onClick = (event: MouseEvent) => {
    const button = event.currentTarget as HTMLButtonElement
    copyFrom(button.dataset.copyMarkdown ?? '').then(
      () =>
        toast({
          title: 'Sayfa Markdown olarak kopyalandı',
          description: 'Metni bir yapay zekâ asistanına ya da not uygulamanıza yapıştırabilirsiniz.',
        }),
      () =>
        toast({
          title: 'Sayfa kopyalanamadı',
          description:
            'Tarayıcınız panoya yazmaya izin vermedi. Sayfanın Markdown kopyası adres çubuğunda .md ile açılır.',
          variant: 'destructive',
        }),
    )
  }
  for (const button of buttons) {
    button.classList.remove('invisible')
    button.addEventListener('click', onClick)
  }
  return () => {
    for (const button of buttons) button.removeEventListener('click', onClick)
  }
}

/** Enables the copy button of the pre-rendered markup `html` (again whenever it changes). */
export function useMarkdownCopy(html: string | null): void {
  const { toast } = useToast()
  useEffect(() => {
    if (html === null) return
    return enableMarkdownCopy(toast)
  }, [html, toast])
}
