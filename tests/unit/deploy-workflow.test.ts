// The deploy workflow (.github/workflows/deploy.yml) is valid YAML, runs exactly the commands the README's deploy
// section names, with the npm cache and the full history; its gate (scripts/deploy-gate.ts) refuses production while
// the launch check lists anything, lets a preview branch through, and needs the Cloudflare settings. The gate is run
// here as the workflow runs it, on today's content and on a fixture site with everything filled in.
import { execFile } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterAll, describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import {
  DEPLOY_MESSAGES,
  deployDecision,
  deployEnvironment,
  PREVIEW_VARIABLE,
  type DeployEnvironment,
} from '../../scripts/launch/deploy-decision.ts'
import type { LaunchItem } from '../../scripts/launch/checks.ts'
import { filledFixture } from './launch-fixture.ts'

interface Step {
  name?: string
  id?: string
  uses?: string
  run?: string
  if?: string
  env?: Record<string, string>
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

describe('the gate before the build', () => {
  const gate = steps.findIndex((step) => step.run === 'node scripts/deploy-gate.ts')
  const publish = steps.find((step) => step.uses?.startsWith('cloudflare/wrangler-action@'))!

  it('runs before the build and decides the branch the site is published to', () => {
    expect(gate).toBeGreaterThan(steps.findIndex((step) => step.run === 'npm ci'))
    expect(gate).toBeLessThan(steps.findIndex((step) => step.run === 'npm run build'))
    expect(steps[gate]!.id).toBe('gate')
    expect(String(publish.with?.command)).toMatch(/ --branch=\$\{\{ steps\.gate\.outputs\.branch \}\}$/)
  })

  it('is told whether the secrets exist, never their values, and reads the two variables', () => {
    expect(steps[gate]!.env).toEqual({
      CLOUDFLARE_API_TOKEN_SET: "${{ secrets.CLOUDFLARE_API_TOKEN != '' }}",
      CLOUDFLARE_ACCOUNT_ID_SET: "${{ secrets.CLOUDFLARE_ACCOUNT_ID != '' }}",
      CLOUDFLARE_PAGES_PROJECT: '${{ vars.CLOUDFLARE_PAGES_PROJECT }}',
      [PREVIEW_VARIABLE]: `\${{ vars.${PREVIEW_VARIABLE} }}`,
    })
    const guide = readFileSync('content/YAYINA-ALMA.md', 'utf8')
    expect(guide).toContain(`\`${PREVIEW_VARIABLE}\``)
    expect(readme).toContain(`\`${PREVIEW_VARIABLE}\``)
  })

  it('records published addresses only for a production deploy', () => {
    const commit = steps.find((step) => step.run?.includes('content/routes.lock'))!
    expect(commit.if).toBe("steps.gate.outputs.branch == 'main'")
  })
})

const ready: DeployEnvironment = {
  secrets: { CLOUDFLARE_API_TOKEN: true, CLOUDFLARE_ACCOUNT_ID: true },
  project: 'rhinoturkiye',
  previewBranch: '',
}
const item: LaunchItem = {
  file: 'content/data/settings.yaml',
  field: 'icerik_paneli.depo (satır 7)',
  message: 'yer tutucu',
}

describe('deployDecision', () => {
  it('publishes to production only with an empty launch list', () => {
    expect(deployDecision([], ready)).toEqual({
      allowed: true,
      branch: 'main',
      lines: ['Yayına alma denetimi temiz: site üretime (main) yayımlanıyor.'],
    })
    const refused = deployDecision([item], ready)
    expect(refused.allowed).toBe(false)
    expect(refused.branch).toBeUndefined()
    expect(refused.lines).toEqual([
      `Üretime yayımlama durduruldu: yayına alma denetimi 1 değerin hâlâ örnek ya da yer tutucu olduğunu buldu. Hepsini düzeltin ya da siteyi önizleme dalına yayımlamak için ${PREVIEW_VARIABLE} değişkenini tanımlayın:`,
      'content/data/settings.yaml: icerik_paneli.depo (satır 7): yer tutucu',
    ])
  })

  it('publishes to the preview branch the variable names, whatever the list holds', () => {
    const decision = deployDecision([item], { ...ready, previewBranch: 'onizleme' })
    expect(decision).toMatchObject({ allowed: true, branch: 'onizleme' })
    expect(decision.lines[0]).toContain('Önizleme dalına (onizleme) yayımlanıyor')
    for (const branch of ['main', 'Önizleme', 'a/b'])
      expect(deployDecision([], { ...ready, previewBranch: branch }).allowed, branch).toBe(false)
  })

  it('names each missing Cloudflare setting and where GitHub keeps it', () => {
    const decision = deployDecision([], {
      secrets: { CLOUDFLARE_API_TOKEN: false, CLOUDFLARE_ACCOUNT_ID: true },
      project: '',
      previewBranch: 'onizleme',
    })
    expect(decision.allowed).toBe(false)
    expect(decision.lines).toEqual([
      DEPLOY_MESSAGES.settingsMissing,
      DEPLOY_MESSAGES.missingSecret.replace('{name}', 'CLOUDFLARE_API_TOKEN'),
      DEPLOY_MESSAGES.missingVariable.replace('{name}', 'CLOUDFLARE_PAGES_PROJECT'),
    ])
  })

  it('reads the workflow’s environment: "true" for a set secret, blank variables unset', () => {
    expect(
      deployEnvironment({
        CLOUDFLARE_API_TOKEN_SET: 'true',
        CLOUDFLARE_ACCOUNT_ID_SET: 'false',
        CLOUDFLARE_PAGES_PROJECT: ' site ',
        [PREVIEW_VARIABLE]: '',
      }),
    ).toEqual({
      secrets: { CLOUDFLARE_API_TOKEN: true, CLOUDFLARE_ACCOUNT_ID: false },
      project: 'site',
      previewBranch: '',
    })
  })
})

describe('scripts/deploy-gate.ts as the workflow runs it', () => {
  const roots: string[] = []
  afterAll(() => Promise.all(roots.map((root) => rm(root, { recursive: true, force: true }))))
  const settings = {
    CLOUDFLARE_API_TOKEN_SET: 'true',
    CLOUDFLARE_ACCOUNT_ID_SET: 'true',
    CLOUDFLARE_PAGES_PROJECT: 'rhinoturkiye',
  }

  /** Runs the gate in `cwd` with `env`; its exit code, its log and the `branch` it hands the next steps. */
  async function runGate(cwd: string, env: Record<string, string>) {
    const outputs = await mkdtemp(path.join(os.tmpdir(), 'rhinoturkiye-gate-'))
    roots.push(outputs)
    const output = path.join(outputs, 'output')
    const summary = path.join(outputs, 'summary')
    const { GITHUB_ACTIONS: _, ...inherited } = process.env
    const result = await promisify(execFile)(process.execPath, [path.resolve('scripts/deploy-gate.ts')], {
      cwd,
      env: { ...inherited, GITHUB_OUTPUT: output, GITHUB_STEP_SUMMARY: summary, ...env },
    }).then(
      ({ stdout }) => ({ code: 0, stdout }),
      (error: { code: number; stdout: string }) => ({ code: error.code, stdout: error.stdout }),
    )
    const read = (file: string) => readFile(file, 'utf8').catch(() => '')
    return { ...result, output: await read(output), summary: await read(summary) }
  }

  it('refuses production on today’s content, every line of the launch list in its log', async () => {
    const gate = await runGate(process.cwd(), settings)
    expect(gate.code).toBe(1)
    const log = gate.stdout.split('\n')
    expect(log[0]).toMatch(/^Üretime yayımlama durduruldu: yayına alma denetimi \d+ değerin/)
    for (const expected of [
      'yasal.mersis_no',
      'ofis.istanbul.ornek',
      'dealers[4].ornek',
      'trainingCenters[1].ornek',
      'icerik_paneli.depo',
      'learningResources[',
    ])
      expect(gate.stdout).toContain(expected)
    expect(gate.output).toBe('')
    expect(gate.summary).toContain('### Yayına alma denetimi')
  }, 60_000)

  it('publishes a site with everything filled in to production', async () => {
    const root = await filledFixture()
    roots.push(root)
    const gate = await runGate(root, settings)
    expect(gate).toMatchObject({ code: 0, output: 'branch=main\n' })
    expect(gate.stdout).toBe('Yayına alma denetimi temiz: site üretime (main) yayımlanıyor.\n')
  }, 60_000)

  it('publishes today’s content to a preview branch when the variable names one', async () => {
    const gate = await runGate(process.cwd(), { ...settings, [PREVIEW_VARIABLE]: 'onizleme' })
    expect(gate).toMatchObject({ code: 0, output: 'branch=onizleme\n' })
    expect(gate.stdout).toMatch(/^Önizleme dalına \(onizleme\) yayımlanıyor/)
  }, 60_000)

  it('stops without the Cloudflare settings, whatever the content', async () => {
    const root = await filledFixture()
    roots.push(root)
    const gate = await runGate(root, {})
    expect(gate.code).toBe(1)
    expect(gate.stdout).toContain(DEPLOY_MESSAGES.settingsMissing)
    expect(gate.stdout).toContain('CLOUDFLARE_API_TOKEN gizli değeri (secret) yok')
  }, 60_000)
})
