// A box beside the editor's form, closed with its button: a heading and its lines (the save check's style warnings,
// what a deletion did). One box at a time; no lines, no box. Browser.

export function showNotes(heading: string, lines: readonly string[]): void {
  document.getElementById('style-warnings')?.remove()
  if (lines.length === 0) return
  const box = document.createElement('div')
  box.id = 'style-warnings'
  box.setAttribute('role', 'status')
  box.className = 'style-warnings'
  const title = document.createElement('p')
  title.textContent = heading
  const list = document.createElement('ul')
  for (const line of lines) {
    const item = document.createElement('li')
    item.textContent = line
    list.append(item)
  }
  const close = document.createElement('button')
  close.type = 'button'
  close.textContent = 'Kapat'
  close.addEventListener('click', () => box.remove())
  box.append(title, list, close)
  document.body.append(box)
}
