// `BENCH_DOCUSAURUS=1 npm run bench -- scale` (build time; the npm registry once, for the install): the reference that
// issue 27's build-time budgets are written against, measured on the same machine in the same run. Docusaurus 3.10.2
// with its `faster` options (Rspack, SWC, static pages on worker threads) builds the same synthetic articles, as
// docs, cold.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { runBuild, type BuildRun } from './run-build.ts'
import { syntheticArticle } from './synthetic.ts'

/** The version the issue measured. */
export const DOCUSAURUS_VERSION = '3.10.2'

/** Installed once under the project (git-ignored `.bench/`), then reused by every run. */
const installDir = (root: string) => path.join(root, '.bench', `docusaurus-${DOCUSAURUS_VERSION}`)

const PACKAGE = {
  name: 'docusaurus-reference',
  private: true,
  dependencies: {
    '@docusaurus/core': DOCUSAURUS_VERSION,
    '@docusaurus/faster': DOCUSAURUS_VERSION,
    '@docusaurus/preset-classic': DOCUSAURUS_VERSION,
    react: '19.2.0',
    'react-dom': '19.2.0',
  },
}

/** Docs only, at the site's root, with the options the issue measured (`future: { faster: true, v4: true }`). */
const CONFIG = `export default {
  title: 'Docusaurus reference',
  url: 'https://example.com',
  baseUrl: '/',
  onBrokenLinks: 'warn',
  future: { faster: true, v4: true },
  presets: [['classic', { docs: { routeBasePath: '/' }, blog: false, pages: false, theme: {} }]],
}
`

/** Installs Docusaurus into `.bench/` unless it is there; returns its node_modules folder. */
export function installDocusaurus(root: string): string {
  const folder = installDir(root)
  const modules = path.join(folder, 'node_modules')
  if (existsSync(path.join(modules, '@docusaurus', 'core', 'package.json'))) return modules
  console.log(`  installing Docusaurus ${DOCUSAURUS_VERSION} into ${path.relative(root, folder)} (once)…`)
  mkdirSync(folder, { recursive: true })
  writeFileSync(path.join(folder, 'package.json'), JSON.stringify(PACKAGE, null, 2))
  const install = spawnSync('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], {
    cwd: folder,
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  if (install.status !== 0)
    throw new Error(`npm install of Docusaurus ${DOCUSAURUS_VERSION} failed in ${folder}`)
  return modules
}

/** The synthetic article `index` as a Docusaurus doc: the same title, description and body as the wiki's copy. */
export function syntheticDoc(index: number): string {
  const article = syntheticArticle(index)
  const sections = article.sections
    .map((section) => `## ${section.title}\n${section.items.map((item) => `- ${item}`).join('\n')}\n`)
    .join('\n')
  return `---\ntitle: "${article.title}"\ndescription: "${article.description}"\n---\n\n${article.intro}\n\n${sections}`
}

/** A cold Docusaurus build of `extra` synthetic docs in a temporary site (its caches emptied first). */
export async function docusaurusBuild(root: string, extra: number): Promise<BuildRun> {
  const modules = installDocusaurus(root)
  // Rspack and Babel keep their caches in node_modules/.cache: emptied, so every run is cold.
  await rm(path.join(modules, '.cache'), { recursive: true, force: true })
  const site = await mkdtemp(path.join(os.tmpdir(), `docusaurus-${extra}-`))
  try {
    await mkdir(path.join(site, 'docs'))
    await writeFile(path.join(site, 'docusaurus.config.js'), CONFIG)
    await writeFile(path.join(site, 'package.json'), JSON.stringify({ private: true }))
    await symlink(modules, path.join(site, 'node_modules'), 'dir')
    for (let index = 0; index < extra; index += 1)
      await writeFile(path.join(site, 'docs', `sentetik-${index}.md`), syntheticDoc(index))
    return await runBuild({
      cwd: site,
      command: [
        process.execPath,
        path.join(modules, '@docusaurus', 'core', 'bin', 'docusaurus.mjs'),
        'build',
      ],
    })
  } finally {
    await rm(site, { recursive: true, force: true })
  }
}
