// The MDX build's side of former-addresses.ts: the compiled MDX pages link the current address too. Build time (Node).
import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { Root } from 'mdast'
import {
  FORMER_ADDRESSES_FILE,
  resolveTreeLinks,
  type FormerAddresses,
} from '../../src/shared/content/link-checks.ts'

/**
 * Remark plugin for the MDX build (vite.config.ts): the same rewrite in the compiled MDX pages, with the table the
 * content step wrote (read at each file, so that a rename in dev reaches the next compile). No table, no rewrite.
 */
export function remarkFormerAddresses(options: { root?: string } = {}) {
  const file = path.join(options.root ?? process.cwd(), 'src', 'generated', 'data', FORMER_ADDRESSES_FILE)
  return () => (tree: Root) => {
    let table: FormerAddresses
    try {
      table = JSON.parse(readFileSync(file, 'utf8')) as FormerAddresses
    } catch {
      return
    }
    resolveTreeLinks(tree, table)
  }
}
