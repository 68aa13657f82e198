// scripts/lucide-icons.ts against the installed lucide-react: every icon module imports the factory the plugin swaps
// (by that exact specifier), draws its parts the way the stand-in reads them, and loses only the parts' React keys
// when transformed. An upgrade that changes how lucide writes its icons fails here, not in the built pages.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { Plugin } from 'vite'
import { describe, expect, it } from 'vitest'
import { LUCIDE_FACTORY_IMPORT, lucideIcons } from '../../scripts/lucide-icons.ts'

const ICONS = path.resolve('node_modules', 'lucide-react', 'dist', 'esm', 'icons')
const modules = readdirSync(ICONS).filter((name) => name.endsWith('.mjs') && name !== 'index.mjs')
const text = (name: string) => readFileSync(path.join(ICONS, name), 'utf8')
/** Icon modules; the others are former names, each re-exporting one of them. */
const files = modules.filter((name) => text(name).includes('__iconData'))
const aliases = modules.filter((name) => !files.includes(name))
const plugin = lucideIcons() as Plugin & {
  resolveId: (source: string, importer?: string) => string | null
  transform: (code: string, id: string) => { code: string } | null
}

describe('the lucide icon plugin on the installed lucide-react', () => {
  it('finds over a thousand icon modules, and former names that re-export one of them', () => {
    expect(files.length).toBeGreaterThan(1000)
    for (const name of aliases) {
      const target = /^export \{ default \} from '\.\/([^']+)';$/m.exec(text(name))?.[1]
      expect(files, name).toContain(target)
    }
  })

  it("swaps every icon module's factory import for the site's stand-in", () => {
    const stand = path.resolve('src', 'components', 'ui', 'lucide-icon.tsx')
    for (const name of files) {
      const code = text(name)
      expect(code, name).toContain(`import createLucideIcon from '${LUCIDE_FACTORY_IMPORT}';`)
      expect(code, name).toMatch(/= createLucideIcon\(__iconData\);/)
    }
    expect(plugin.resolveId(LUCIDE_FACTORY_IMPORT, path.join(ICONS, files[0]!))).toBe(stand)
    expect(plugin.resolveId(LUCIDE_FACTORY_IMPORT, path.resolve('src', 'x.ts'))).toBeNull()
  })

  it('leaves each icon its name and parts, without their keys', { timeout: 60_000 }, () => {
    for (const name of files) {
      const file = path.join(ICONS, name)
      const { code } = plugin.transform(readFileSync(file, 'utf8'), file)!
      const data = /const __iconData = (\{[\s\S]*?\n\});/.exec(code)?.[1]
      expect(data, name).toBeDefined()
      // A plain object literal: the icon's name and its [tag, attributes] parts, none with a key left.
      expect(data, name).toMatch(/^\{\n {2}name: "[a-z0-9-]+",/)
      expect(data, name).toMatch(/\n {2}node: \[\s*\[\s*"[a-z]+",\s*\{/)
      expect(data, name).not.toContain('key:')
    }
  })
})
