// The lock file installs with `npm ci` on every platform: each optional package that a locked package declares (the
// platform binaries of rolldown, rollup, esbuild, lightningcss, tailwind's oxide, …) is itself in the lock.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

interface LockedPackage {
  version?: string
  optionalDependencies?: Record<string, string>
}

const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as {
  lockfileVersion: number
  packages: Record<string, LockedPackage>
}

/** Where npm would find `name` from the package at `location` (its own node_modules, then each parent's). */
function resolveLocation(location: string, name: string): string | null {
  let base = location
  for (;;) {
    const candidate = `${base ? `${base}/` : ''}node_modules/${name}`
    if (candidate in lock.packages) return candidate
    if (base === '') return null
    const parent = base.lastIndexOf('/node_modules/')
    base = parent < 0 ? '' : base.slice(0, parent)
  }
}

describe('package-lock.json', () => {
  it('lists every optional package of every locked package, whatever its platform', () => {
    expect(lock.lockfileVersion).toBe(3)
    const missing: string[] = []
    let optional = 0
    for (const [location, locked] of Object.entries(lock.packages)) {
      for (const name of Object.keys(locked.optionalDependencies ?? {})) {
        optional += 1
        if (!resolveLocation(location, name)) missing.push(`${location || '(root)'} → ${name}`)
      }
    }
    expect(optional).toBeGreaterThan(50)
    expect(missing).toEqual([])
  })

  it('includes other platforms than this one (macOS and Windows builds of the bundler)', () => {
    expect(lock.packages['node_modules/@rolldown/binding-darwin-arm64']).toBeDefined()
    expect(lock.packages['node_modules/@rolldown/binding-win32-x64-msvc']).toBeDefined()
    expect(lock.packages['node_modules/@rollup/rollup-darwin-arm64']).toBeDefined()
    expect(lock.packages['node_modules/@tailwindcss/oxide-win32-x64-msvc']).toBeDefined()
  })
})
