// Where a page's Markdown copy for AI assistants lives: `/wiki/x` → `/wiki/x.md`. Pure; shared by build and browser.

export function markdownCopyPath(route: string): string {
  return `${route.replace(/\/$/, '')}.md`
}
