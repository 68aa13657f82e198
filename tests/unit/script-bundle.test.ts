// Build modules bundled into plain JavaScript for the pool's workers and the build's child processes
// (scripts/lib/script-bundle.ts): the project's own modules are inlined with their own import.meta values, packages
// stay imports, and the same code gives the same file.
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SCRIPT_BUNDLES, scriptBundle } from '../../scripts/lib/script-bundle.ts'

describe('scriptBundle', () => {
  let folder = ''
  beforeAll(async () => {
    folder = await mkdtemp(path.join(os.tmpdir(), 'rhino-script-bundle-'))
    await mkdir(path.join(folder, 'lib'))
    await writeFile(
      path.join(folder, 'lib', 'where.ts'),
      "import { basename } from 'node:path'\nimport { z } from 'zod'\nexport const where = { dir: import.meta.dirname, file: basename(import.meta.filename), url: import.meta.url, zod: typeof z.string }\n",
    )
    await writeFile(
      path.join(folder, 'entry.ts'),
      "import { where } from './lib/where.ts'\nexport default (): typeof where => where\n",
    )
  })
  afterAll(async () => {
    if (folder) await rm(folder, { recursive: true, force: true })
  })

  it("inlines the project's modules, keeps their own import.meta and leaves packages to Node", async () => {
    const file = await scriptBundle(path.join(folder, 'entry.ts'))
    expect(path.dirname(file)).toBe(SCRIPT_BUNDLES)
    expect(file).toMatch(/entry\.[0-9a-f]{16}\.mjs$/)
    const code = await readFile(file, 'utf8')
    expect(code).toMatch(/from ['"]zod['"]/)
    expect(code).not.toMatch(/from ['"]\.\/lib\/where/)
    const where = (
      (await import(pathToFileURL(file).href)) as { default: () => Record<string, string> }
    ).default()
    expect(where).toEqual({
      dir: path.join(folder, 'lib'),
      file: 'where.ts',
      url: pathToFileURL(path.join(folder, 'lib', 'where.ts')).href,
      zod: 'function',
    })
  })

  it('gives the same file for the same code, once per process', async () => {
    const entry = path.join(folder, 'entry.ts')
    expect(await scriptBundle(entry)).toBe(await scriptBundle(entry))
  })
})
