// Build time: a TypeScript module of the build as one plain JavaScript file, so that the pool's workers
// (scripts/lib/pool.ts) and the build's child processes (the editor's bundle, the social images) start without tsx.
// Under tsx every import goes through tsx's module hooks, which run in a thread of their own: loading the Markdown
// parser took a worker about 1 s of CPU time, loading the bundled file about 0.3 s.
import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { rolldown, type Plugin } from 'rolldown'

/** The project whose code runs in the workers (its node_modules resolves the packages the bundles import). */
const CODE_ROOT = path.resolve(import.meta.dirname, '..', '..')

/** Bundled modules, named by a hash of their text; kept between builds, like the build cache (git-ignored). */
export const SCRIPT_BUNDLES = path.join(CODE_ROOT, '.cache', 'scripts')

/** Bundles older than this that no pool asked for are removed when a new one is written. @default one day */
const STALE_MS = 24 * 60 * 60 * 1000

/**
 * A module's `import.meta.dirname`, `filename` and `url` stay its own in the bundle (the social images read their
 * fonts beside their module, the build finds its other scripts beside itself), instead of the bundle file's.
 */
function ownImportMeta(): Plugin {
  // Written as a pattern, not as the names themselves: this module is bundled too, and must keep its own text.
  const names = /\bimport\.meta\.(dirname|filename|url)\b/g
  return {
    name: 'own-import-meta',
    transform(code, id) {
      if (id.startsWith('\0')) return null
      const values: Record<string, string> = {
        dirname: path.dirname(id),
        filename: id,
        url: pathToFileURL(id).href,
      }
      const replaced = code.replace(names, (_, name: string) => JSON.stringify(values[name]))
      return replaced === code ? null : replaced
    },
  }
}

/**
 * Packages stay imports, resolved by Node from the project's node_modules: a task must share them with what it loads
 * at run time (the pre-rendering's server bundle imports React and React Router itself), and Vite must stay Vite.
 */
const isPackage = (id: string) => !id.startsWith('.') && !path.isAbsolute(id) && !id.startsWith('\0')

const bundles = new Map<string, Promise<string>>()

/**
 * The module at `entry` (and the project's own modules it imports) as one JavaScript file; its path. Run it with
 * plain Node: `new Worker(file)`, `spawn(process.execPath, [file, …])`.
 */
export function scriptBundle(entry: string): Promise<string> {
  let bundle = bundles.get(entry)
  if (!bundle) {
    bundle = writeBundle(entry)
    bundles.set(entry, bundle)
    bundle.catch(() => bundles.delete(entry))
  }
  return bundle
}

async function writeBundle(entry: string): Promise<string> {
  const build = await rolldown({
    input: entry,
    platform: 'node',
    external: isPackage,
    plugins: [ownImportMeta()],
    logLevel: 'warn',
    checks: { pluginTimings: false },
  })
  try {
    const { output } = await build.generate({ format: 'esm', codeSplitting: false })
    const code = output[0].code
    const name = `${path.basename(entry).replace(/\.[^.]+$/, '')}.${createHash('sha256').update(code).digest('hex').slice(0, 16)}.mjs`
    const file = path.join(SCRIPT_BUNDLES, name)
    if (!existsSync(file)) {
      await mkdir(SCRIPT_BUNDLES, { recursive: true })
      // Another build may write the same file at the same time: each writes its own and renames it into place.
      const partial = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`
      await writeFile(partial, code)
      await rename(partial, file)
      await removeStale(name)
    }
    return file
  } finally {
    await build.close()
  }
}

/** Removes older bundles of the same module that have not been written for a day (code changes leave them behind). */
async function removeStale(kept: string): Promise<void> {
  const prefix = kept.slice(0, kept.indexOf('.') + 1)
  const now = Date.now()
  for (const name of await readdir(SCRIPT_BUNDLES)) {
    if (name === kept || !name.startsWith(prefix)) continue
    const file = path.join(SCRIPT_BUNDLES, name)
    const modified = await stat(file).then(
      (stats) => stats.mtimeMs,
      () => now,
    )
    if (now - modified > STALE_MS) await rm(file, { force: true })
  }
}
