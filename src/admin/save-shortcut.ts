// Ctrl+S (⌘S on a Mac) publishes the open article or form, as "Yayımla → Şimdi yayımla" does; with nothing to publish
// it says so. The browser's own "save page" never opens in the editor. Browser.
import { showNotes } from './notes-box.ts'

/** Whether a key press is Ctrl+S / ⌘S (by the key's place, whatever the keyboard's language). Pure. */
export function isSaveShortcut(event: {
  code: string
  key: string
  ctrlKey: boolean
  metaKey: boolean
  shiftKey: boolean
  altKey: boolean
}): boolean {
  return (event.ctrlKey || event.metaKey) && !event.shiftKey && !event.altKey && event.code === 'KeyS'
}

const PUBLISH = '[class*="-ToolbarSubSectionFirst"] [class*="-StyledDropdownButton"]'

function waitFor<T>(find: () => T | null, timeoutMs: number): Promise<T | null> {
  const started = Date.now()
  return new Promise((resolve) => {
    const look = () => {
      const found = find()
      if (found || Date.now() - started > timeoutMs) resolve(found)
      else requestAnimationFrame(look)
    }
    look()
  })
}

async function publishNow(): Promise<void> {
  // Leaving the field first: what it completes when left (a web address's https://) is part of what is published.
  if (document.activeElement instanceof HTMLElement) document.activeElement.blur()
  await new Promise((resolve) => setTimeout(resolve, 50))
  const button = [...document.querySelectorAll<HTMLElement>(PUBLISH)].find(
    (element) => element.textContent?.trim() === 'Yayımla',
  )
  if (!button) {
    showNotes('Yayımlanacak bir değişiklik yok', [
      'Bu sayfa, sitedeki hâliyle aynı: Ctrl+S ile yayımlanacak bir şey yok.',
    ])
    return
  }
  button.click()
  const now = await waitFor(
    () =>
      [...document.querySelectorAll<HTMLElement>('[role="menuitem"]')].find(
        (item) => item.textContent?.trim() === 'Şimdi yayımla',
      ) ?? null,
    2000,
  )
  now?.click()
}

export function installSaveShortcut(): void {
  document.addEventListener(
    'keydown',
    (event) => {
      if (!isSaveShortcut(event)) return
      // Only where there is something to publish: an article or a form, never the lists.
      if (!/^#\/collections\/[^/]+\/(entries\/|new)/.test(location.hash)) return
      event.preventDefault()
      event.stopPropagation()
      void publishNow()
    },
    true,
  )
}
