// Names for the controls Decap draws without one (icon-only buttons of lists and objects, the drag handle, the raw
// Markdown editor, the preview frame), so screen readers announce them in Turkish. Decap re-renders freely, so a
// MutationObserver names each new one. Browser.

/** The name a Decap control should have, or undefined when it is not one of those controls. */
export function accessibleName(element: Element): string | undefined {
  if (element.id === 'preview-pane') return 'Önizleme'
  if (element.matches('[data-slate-editor="true"]')) return 'Metin'
  if (element.matches('[aria-roledescription="sortable"][role="button"]'))
    return 'Sürükleyerek sırayı değiştir'
  // A list item's or object's top bar: the collapse toggle comes first, the remove button after the drag handle.
  if (element.matches('button[class*="-TopBarButton"]'))
    return element.previousElementSibling ? 'Bu öğeyi kaldır' : 'Genişlet veya daralt'
  return undefined
}

const CONTROLS =
  '#preview-pane, [data-slate-editor="true"], [aria-roledescription="sortable"][role="button"], button[class*="-TopBarButton"]'

function nameControls(root: ParentNode): void {
  for (const element of root.querySelectorAll(CONTROLS)) {
    if (element.hasAttribute('aria-label') || element.hasAttribute('title')) continue
    const name = accessibleName(element)
    if (!name) continue
    if (element.id === 'preview-pane') element.setAttribute('title', name)
    else element.setAttribute('aria-label', name)
  }
}

export function nameDecapControls(): void {
  new MutationObserver(() => nameControls(document)).observe(document.body, {
    childList: true,
    subtree: true,
  })
}
