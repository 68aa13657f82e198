// Browser: small enhancements of a pre-rendered article — the section being read marked in "Bu sayfada", the code
// blocks' copy buttons, and the edit link for staff signed in to the editor. The page reads and works without them, so
// this code is fetched after hydration (use-reading-enhancements.ts), not with the page.
import { revealStaffEditLinks } from './staff-edit.ts'

/** How far below the sticky header a heading counts as reached (px): a heading scrolled to lands above it. */
const READING_LINE_OFFSET = 64
const COPIED_FOR_MS = 2000

/** Marks the contents-list links of the section being read (aria-current), on a passive, frame-throttled scroll listener. */
function followReading(): () => void {
  const links = [...document.querySelectorAll<HTMLAnchorElement>('[data-outline] a[href^="#"]')]
  const ids = [...new Set(links.map((link) => decodeURIComponent(link.hash.slice(1))))]
  const headings = ids.map((id) => document.getElementById(id)).filter((heading) => heading !== null)
  if (headings.length === 0) return () => {}
  const header = document.querySelector('header')
  let current: string | undefined
  let frame = 0

  const update = () => {
    frame = 0
    const line = (header?.getBoundingClientRect().bottom ?? 0) + READING_LINE_OFFSET
    const atBottom = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2
    let active: string | undefined
    for (const heading of headings) {
      const top = heading.getBoundingClientRect().top
      if (top <= line || (atBottom && top < window.innerHeight)) active = heading.id
      else if (!atBottom) break
    }
    if (active === current) return
    current = active
    for (const link of links) {
      if (decodeURIComponent(link.hash.slice(1)) === active) link.setAttribute('aria-current', 'true')
      else link.removeAttribute('aria-current')
    }
  }
  const schedule = () => {
    if (frame === 0) frame = requestAnimationFrame(update)
  }
  update()
  window.addEventListener('scroll', schedule, { passive: true })
  window.addEventListener('resize', schedule, { passive: true })
  return () => {
    cancelAnimationFrame(frame)
    window.removeEventListener('scroll', schedule)
    window.removeEventListener('resize', schedule)
  }
}

/** Writes `text` to the clipboard; rejects where that fails, also where the page has no clipboard access at all. */
async function writeClipboard(text: string): Promise<void> {
  await navigator.clipboard.writeText(text)
}

/** Shows the code blocks' copy buttons and copies on click: "Kopyala" → "Kopyalandı" for two seconds, announced. */
function enableCopyButtons(): () => void {
  const buttons = [...document.querySelectorAll<HTMLButtonElement>('button[data-copy-code]')]
  const timers = new Map<HTMLButtonElement, number>()
  const showResult = (button: HTMLButtonElement, copied: boolean) => {
    const status = button.closest('.code-block')?.querySelector('[data-copy-status]')
    button.textContent = copied ? 'Kopyalandı' : 'Kopyalanamadı'
    button.dataset.copied = String(copied)
    if (status) status.textContent = copied ? 'Kod panoya kopyalandı' : 'Kod kopyalanamadı'
    window.clearTimeout(timers.get(button))
    const timer = window.setTimeout(() => {
      timers.delete(button)
      button.textContent = 'Kopyala'
      delete button.dataset.copied
      if (status) status.textContent = ''
    }, COPIED_FOR_MS)
    timers.set(button, timer)
  }
  const onClick = (event: MouseEvent) => {
    const button = event.currentTarget as HTMLButtonElement
    const code = button.closest('.code-block')?.querySelector('pre')?.textContent ?? ''
    writeClipboard(code).then(
      () => showResult(button, true),
      () => showResult(button, false),
    )
  }
  for (const button of buttons) {
    button.hidden = false
    button.addEventListener('click', onClick)
  }
  return () => {
    timers.forEach((timer) => window.clearTimeout(timer))
    for (const button of buttons) button.removeEventListener('click', onClick)
  }
}

/** Starts every enhancement on the page's current markup; returns what stops them. */
export function enhanceReading(): () => void {
  const stops = [followReading(), enableCopyButtons(), revealStaffEditLinks()]
  return () => stops.forEach((stop) => stop())
}
