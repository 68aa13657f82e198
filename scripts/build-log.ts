// Build time: reads `react-router build`'s log as it runs, so scripts/build.ts can post-process files while the rest of
// the site is still being built. React Router prints "Prerender (html): /wiki -> .build/…/wiki/index.html" after each
// file is written; Vite prints "built in" when a bundle is written (the client's first, public/ copied with it).
// A line that matches nothing changes nothing: the final post-build pass handles every file not handled before.
import path from 'node:path'

const ANSI_COLOR = /\x1b\[[0-9;]*m/g // eslint-disable-line no-control-regex
const PRERENDER_LINE = /^Prerender \((?:html|data)\): \/\S* -> (.+)$/
const BUNDLE_DONE = /^✓ built in /

const plain = (line: string) => line.replace(ANSI_COLOR, '').trim()

/** The absolute path of the file a pre-render log line reports, or null. `root` is the project root. */
export function prerenderedFile(line: string, root: string): string | null {
  const match = PRERENDER_LINE.exec(plain(line))
  return match ? path.resolve(root, match[1]!) : null
}

/** Whether the line reports a finished Vite bundle. */
export function isBundleDone(line: string): boolean {
  return BUNDLE_DONE.test(plain(line))
}
