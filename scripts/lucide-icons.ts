// Vite plugin (dev server, build and tests): every lucide-react icon module builds its component with
// src/components/ui/lucide-icon.tsx instead of the library's factory. It relies on how lucide-react's ESM icons are
// written (`import createLucideIcon from '../createLucideIcon.mjs'`, parts with their own `key`), which
// tests/unit/lucide-icons.test.ts checks against the installed version.
import path from 'node:path'
import type { Plugin } from 'vite'

/** An icon module of lucide-react's ESM build. */
export const LUCIDE_ICON_MODULE = /lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/
/** The factory import every icon module has. */
export const LUCIDE_FACTORY_IMPORT = '../createLucideIcon.mjs'

/** The plugin; the factory stand-in is src/components/ui/lucide-icon.tsx. */
export function lucideIcons(): Plugin {
  const factory = path.resolve(import.meta.dirname, '..', 'src', 'components', 'ui', 'lucide-icon.tsx')
  return {
    name: 'lucide-light-icons',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === LUCIDE_FACTORY_IMPORT && importer && LUCIDE_ICON_MODULE.test(importer)) return factory
      return null
    },
    // The factory passes an icon's parts as separate children, so lucide's per-part React keys are not needed.
    transform(code, id) {
      if (!LUCIDE_ICON_MODULE.test(id)) return null
      return { code: code.replace(/,\s*key: "[^"]*"/g, ''), map: null }
    },
  }
}
