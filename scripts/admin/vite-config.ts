// The browser editor's own Vite build (build time and `npm run admin`): src/admin/index.html → <out>/admin/, with the
// Decap config generated from the content schemas as a module. Kept apart from the site's build: no page loads it.
import tailwindcss from '@tailwindcss/vite'
import path from 'node:path'
import type { InlineConfig, Plugin } from 'vite'
import { decapConfig, type DecapConfig } from '../../src/admin/decap-config.ts'
import type { DecapField } from '../../src/admin/zod-to-decap.ts'
import { factFields, factUses } from './fact-uses.ts'
import { readCmsBackend } from '../site-settings.ts'

const CONFIG_MODULE = 'virtual:rhino-decap-config'
const FACT_USES_MODULE = 'virtual:rhino-fact-uses'
const QUIET_CODES = new Set(['MODULE_LEVEL_DIRECTIVE', 'EVAL'])

/** The data forms of the config, with their files (what factFields reads). */
function dataForms(config: DecapConfig) {
  const data = config.collections.find((collection) => collection.name === 'data')
  return (
    (data?.files ?? []) as { name: string; file: string; label: string; fields: DecapField[] }[]
  ).filter((form) => form.name !== 'facts')
}

/**
 * The config with every field of the facts form naming the fields that show its fact: the student price says that
 * the teacher card shows it too, before staff change it.
 */
function withFactFieldHints(config: DecapConfig, fields: Record<string, string[]>): DecapConfig {
  const data = config.collections.find((collection) => collection.name === 'data')
  const facts = ((data?.files ?? []) as { name: string; fields: DecapField[] }[]).find(
    (form) => form.name === 'facts',
  )
  const visit = (list: DecapField[], prefix: string) => {
    for (const field of list) {
      const name = prefix ? `${prefix}.${field.name}` : field.name
      if (field.fields) visit(field.fields, name)
      const shown = fields[name]
      if (!shown?.length) continue
      const named = shown.length > 4 ? [...shown.slice(0, 4), `${shown.length - 4} alan daha`] : shown
      field.hint = `${field.hint ? `${field.hint} ` : ''}Bu değeri gösteren alanlar: ${named.join('; ')}.`
    }
  }
  if (facts) visit(facts.fields, '')
  return config
}

/**
 * The Decap config as a module: generated when the admin is built or served, never written by hand. The backend comes
 * from content/data/settings.yaml as it is when the editor is built (the content step has checked it by then).
 */
function decapConfigModule(root: string, origin: string): Plugin {
  return {
    name: 'rhino-decap-config',
    resolveId: (id) => (id === CONFIG_MODULE ? `\0${CONFIG_MODULE}` : null),
    load(id) {
      if (id !== `\0${CONFIG_MODULE}`) return null
      const config = decapConfig(readCmsBackend(root), origin)
      const configured = withFactFieldHints(config, factFields(root, dataForms(config)))
      return `// Generated from src/admin/decap-config.ts — do not edit.\nexport default ${JSON.stringify(configured, null, 2)}\n`
    },
  }
}

/** The pages that show each fact (fact-uses.ts), read from content/ when the editor is built or its dev server starts. */
function factUsesModule(root: string): Plugin {
  return {
    name: 'rhino-fact-uses',
    resolveId: (id) => (id === FACT_USES_MODULE ? `\0${FACT_USES_MODULE}` : null),
    load(id) {
      if (id !== `\0${FACT_USES_MODULE}`) return null
      const fields = factFields(root, dataForms(decapConfig(readCmsBackend(root), '')))
      return `export default ${JSON.stringify(factUses(root))}\nexport const fields = ${JSON.stringify(fields)}\n`
    },
  }
}

export interface AdminViteOptions {
  /** The project root (its src/admin/ is built). */
  root: string
  /** The site's public address (facts.yaml `firma.web`, from the content step): the editor's links to pages. */
  origin: string
  /** Build output: the admin lands in `<outDir>/admin/`. */
  outDir?: string
  /** Dev server: where decap-server's API listens (proxied as /api/v1, same origin as the editor). */
  apiTarget?: string
  /** Dev server: the site's dev server, for the wiki list and images the preview shows (/_data, /images). */
  siteOrigin?: string
  port?: number
}

export function adminViteConfig({
  root,
  origin,
  outDir,
  apiTarget,
  siteOrigin,
  port,
}: AdminViteOptions): InlineConfig {
  const proxy: Record<string, string> = {}
  if (apiTarget) proxy['/api/v1'] = apiTarget
  if (siteOrigin) for (const prefix of ['/_data', '/images']) proxy[prefix] = siteOrigin
  return {
    configFile: false,
    root: path.join(root, 'src', 'admin'),
    base: '/admin/',
    envDir: false,
    // Its own pre-bundled dependencies: `npm run admin` runs the site's dev server next to it, which owns node_modules/.vite.
    cacheDir: path.join(root, 'node_modules', '.vite-admin'),
    // The site's files (/_data, /images) come from the site itself: proxied in dev, next to /admin/ when built.
    publicDir: false,
    logLevel: 'warn',
    // Decap's own fixes are in its installed files (patches/, applied by patch-package on install; docs/decap/).
    plugins: [decapConfigModule(root, origin), factUsesModule(root), tailwindcss()],
    define: {
      'process.env.NODE_ENV': JSON.stringify(outDir ? 'production' : 'development'),
      __RHINO_LOCAL_SITE__: JSON.stringify(siteOrigin ?? ''),
    },
    server: {
      host: '127.0.0.1',
      port,
      strictPort: true,
      proxy,
      // No live reload: saving facts.yaml regenerates a module the editor imports, and the reload it caused blanked the
      // editor before staff saw the confirmation (and would lose unsaved work in other tabs).
      ws: false,
    },
    build: {
      outDir: outDir ? path.join(outDir, 'admin') : undefined,
      emptyOutDir: false,
      copyPublicDir: false,
      target: 'es2022',
      assetsInlineLimit: 0,
      modulePreload: false,
      chunkSizeWarningLimit: 8000,
      rolldownOptions: {
        checks: { pluginTimings: false },
        // Decap's dependencies carry 'use client' directives and one direct eval (a TOML parser's debug helper):
        // known and harmless in this bundle, so the build log stays readable.
        onLog(level, log, handler) {
          if (QUIET_CODES.has(log.code ?? '') && /node_modules/.test(log.id ?? log.message)) return
          handler(level, log)
        },
      },
    },
  }
}
