// A box beside the editor's form, closed with its button: a heading and its lines (the save check's warnings, what a
// rename or a deletion did). One box at a time; no lines, no box. Browser.

/** Shows the box; with `add`, the heading and lines join the box already shown (what one save did, together). */
export function showNotes(heading: string, lines: readonly string[], { add = false } = {}): void {
  const shown = document.getElementById('style-warnings')
  if (add && shown && lines.length > 0) {
    shown.querySelector(':scope > button')?.before(...notesOf(heading, lines))
    return
  }
  shown?.remove()
  if (lines.length === 0) return
  const box = document.createElement('div')
  box.id = 'style-warnings'
  box.setAttribute('role', 'status')
  box.className = 'style-warnings'
  const close = document.createElement('button')
  close.type = 'button'
  close.textContent = 'Kapat'
  close.addEventListener('click', () => box.remove())
  box.append(...notesOf(heading, lines), close)
  document.body.append(box)
}

function notesOf(heading: string, lines: readonly string[]): HTMLElement[] {
  const title = document.createElement('p')
  title.textContent = heading
  const list = document.createElement('ul')
  for (const line of lines) {
    const item = document.createElement('li')
    item.textContent = line
    list.append(item)
  }
  return [title, list]
}
