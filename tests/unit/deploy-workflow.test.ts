// The deploy workflow (.github/workflows/deploy.yml) is valid YAML, runs exactly the commands the README's deploy
// section names, with the npm cache and the full history; and the editor's placeholder settings warn, not fail.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { cmsSettingsWarning, placeholderSettings } from '../../scripts/cms-settings.ts'
import { cmsBackend } from '../../src/site.config.ts'

interface Step {
  name?: string
  uses?: string
  run?: string
  with?: Record<string, unknown>
}
interface Workflow {
  on: Record<string, unknown>
  jobs: Record<string, { 'runs-on': string; steps: Step[] }>
}

const workflow = parse(readFileSync('.github/workflows/deploy.yml', 'utf8'), {
  prettyErrors: true,
}) as Workflow
const steps = Object.values(workflow.jobs).flatMap((job) => job.steps)
const readme = readFileSync('README.md', 'utf8')
const scripts = Object.keys((JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: object }).scripts)

/** The commands of the sh block under "### GitHub Actions" in the README. */
function readmeCommands(): string[] {
  const section = readme.slice(readme.indexOf('### GitHub Actions'))
  const block = /```sh\n([\s\S]*?)```/.exec(section)
  expect(block, 'the README section has a sh block').not.toBeNull()
  return block![1]!.trim().split('\n')
}

describe('.github/workflows/deploy.yml', () => {
  it('is a workflow that runs on pushes to main and by hand', () => {
    expect(workflow.on).toHaveProperty('push')
    expect(workflow.on).toHaveProperty('workflow_dispatch')
    expect(steps.length).toBeGreaterThan(3)
  })

  it('runs exactly the commands the README names, in order, each an existing npm script', () => {
    const commands = steps
      .filter((step) => step.run && !step.run.includes('\n'))
      .map((step) => step.run!.trim())
    expect(commands).toEqual(readmeCommands())
    for (const command of commands.filter((command) => command.startsWith('npm run ')))
      expect(scripts).toContain(command.slice('npm run '.length))
  })

  it('checks out the full history, caches npm and publishes dist/', () => {
    const checkout = steps.find((step) => step.uses?.startsWith('actions/checkout@'))
    expect(checkout?.with?.['fetch-depth']).toBe(0)
    const node = steps.find((step) => step.uses?.startsWith('actions/setup-node@'))
    expect(node?.with?.cache).toBe('npm')
    // The Node the project names everywhere: engines, the Node types and the launcher of npm start/test.
    const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as {
      engines: { node: string }
      devDependencies: Record<string, string>
    }
    const major = String(node?.with?.['node-version'])
    expect(manifest.engines.node).toBe(`>=${major}`)
    expect(manifest.devDependencies['@types/node']).toMatch(new RegExp(`^${major}\\.`))
    expect(readFileSync('scripts/node-lts.cjs', 'utf8')).toMatch(new RegExp(`var VERSION = '${major}\\.`))
    const publish = steps.find((step) => step.uses?.startsWith('cloudflare/wrangler-action@'))
    expect(String(publish?.with?.command)).toMatch(/^pages deploy dist /)
  })

  it('keeps the build cache (.cache/) between runs, restored before the build', () => {
    const cache = steps.findIndex((step) => step.uses?.startsWith('actions/cache@'))
    expect(cache).toBeGreaterThan(-1)
    expect(steps[cache]!.with?.path).toBe('.cache')
    expect(String(steps[cache]!.with?.key)).toMatch(/^build-cache-\$\{\{ github\.run_id \}\}$/)
    expect(steps[cache]!.with?.['restore-keys']).toBe('build-cache-')
    expect(cache).toBeLessThan(steps.findIndex((step) => step.run === 'npm run build'))
  })

  it('takes every account value from secrets or variables, none written in the file', () => {
    const publish = steps.find((step) => step.uses?.startsWith('cloudflare/wrangler-action@'))!
    expect(publish.with?.apiToken).toBe('${{ secrets.CLOUDFLARE_API_TOKEN }}')
    expect(publish.with?.accountId).toBe('${{ secrets.CLOUDFLARE_ACCOUNT_ID }}')
    expect(String(publish.with?.command)).toContain('${{ vars.CLOUDFLARE_PAGES_PROJECT }}')
    for (const name of ['CLOUDFLARE_API_TOKEN', 'CLOUDFLARE_ACCOUNT_ID', 'CLOUDFLARE_PAGES_PROJECT'])
      expect(readme).toContain(`\`${name}\``)
  })
})

describe("the editor's backend settings", () => {
  it('ship as placeholders, which the build reports in one warning line', () => {
    expect(placeholderSettings(cmsBackend)).toEqual(['repo'])
    const warning = cmsSettingsWarning(cmsBackend)!
    expect(warning.split('\n')).toHaveLength(1)
    expect(warning).toMatch(/^Uyarı: src\/shared\/site-settings\.ts → cmsBackend\.repo hâlâ yer tutucu/)
  })

  it('give no warning once filled in', () => {
    expect(
      cmsSettingsWarning({
        name: 'gitea',
        repo: 'site/web',
        branch: 'main',
        appId: '0a1b2c',
        baseUrl: 'https://git.ornek.invalid',
      }),
    ).toBeNull()
  })
})
