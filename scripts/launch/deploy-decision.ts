// Build time (the deploy workflow's gate, scripts/deploy-gate.ts): whether this run may publish, and where. Production
// (the Pages project's production branch, main) only with an empty launch list; a preview branch, named by the
// repository variable DEPLOY_PREVIEW_BRANCH, always; neither without the Cloudflare settings. Pure: the lines it
// returns are what the workflow's log shows, in Turkish, from DEPLOY_MESSAGES (content/YAYINA-ALMA.md lists them).
import { formatProblem } from '../../src/shared/content/problems.ts'
import type { LaunchItem } from './checks.ts'

/** The Cloudflare Pages project's production branch: a deploy to it is the live site. */
export const PRODUCTION_BRANCH = 'main'

/** The repository variable that sends a run to a preview branch instead of production. */
export const PREVIEW_VARIABLE = 'DEPLOY_PREVIEW_BRANCH'

/** What the workflow passes in: which settings exist (never their values) and the preview variable. */
export interface DeployEnvironment {
  /** Repository secrets that are set. */
  secrets: { CLOUDFLARE_API_TOKEN: boolean; CLOUDFLARE_ACCOUNT_ID: boolean }
  /** The Pages project's name (repository variable CLOUDFLARE_PAGES_PROJECT); empty when unset. */
  project: string
  /** DEPLOY_PREVIEW_BRANCH; empty when unset (production). */
  previewBranch: string
}

export interface DeployDecision {
  /** Whether the workflow goes on to build and publish. */
  allowed: boolean
  /** The Pages branch to publish to (when allowed). */
  branch?: string
  /** The log's lines, in order. */
  lines: string[]
}

/** Every line the gate can print; `{name}` is filled in. */
export const DEPLOY_MESSAGES = {
  missingSecret:
    'GitHub’da {name} gizli değeri (secret) yok: deponun Settings → Secrets and variables → Actions → Secrets sekmesinde New repository secret ile ekleyin',
  missingVariable:
    'GitHub’da {name} değişkeni (variable) yok: deponun Settings → Secrets and variables → Actions → Variables sekmesinde New repository variable ile ekleyin',
  badPreviewBranch: `${PREVIEW_VARIABLE} değeri "{branch}" bir önizleme dalı olamaz: küçük harf, rakam ve tire kullanın, ${PRODUCTION_BRANCH} yazmayın (örn. onizleme)`,
  settingsMissing: 'Yayımlama durduruldu: Cloudflare ayarları eksik.',
  refused: `Üretime yayımlama durduruldu: yayına alma denetimi {count} değerin hâlâ örnek ya da yer tutucu olduğunu buldu. Hepsini düzeltin ya da siteyi önizleme dalına yayımlamak için ${PREVIEW_VARIABLE} değişkenini tanımlayın:`,
  preview:
    'Önizleme dalına ({branch}) yayımlanıyor; üretime yayımlamadan önce yayına alma denetiminin {count} maddesi düzeltilmeli.',
  production: `Yayına alma denetimi temiz: site üretime (${PRODUCTION_BRANCH}) yayımlanıyor.`,
} as const

const fill = (id: keyof typeof DEPLOY_MESSAGES, values: Readonly<Record<string, string | number>> = {}) =>
  DEPLOY_MESSAGES[id].replace(/\{(\w+)\}/g, (marker, name: string) => String(values[name] ?? marker))

/** The workflow's environment: `<NAME>_SET` is "true" for a secret that exists (the workflow never passes values). */
export function deployEnvironment(env: Readonly<Record<string, string | undefined>>): DeployEnvironment {
  return {
    secrets: {
      CLOUDFLARE_API_TOKEN: env.CLOUDFLARE_API_TOKEN_SET === 'true',
      CLOUDFLARE_ACCOUNT_ID: env.CLOUDFLARE_ACCOUNT_ID_SET === 'true',
    },
    project: env.CLOUDFLARE_PAGES_PROJECT?.trim() ?? '',
    previewBranch: env[PREVIEW_VARIABLE]?.trim() ?? '',
  }
}

/** Where this run publishes, or why it does not; `items` is the launch list. */
export function deployDecision(items: readonly LaunchItem[], environment: DeployEnvironment): DeployDecision {
  const settings = [
    ...Object.entries(environment.secrets)
      .filter(([, set]) => !set)
      .map(([name]) => fill('missingSecret', { name })),
    ...(environment.project ? [] : [fill('missingVariable', { name: 'CLOUDFLARE_PAGES_PROJECT' })]),
  ]
  const preview = environment.previewBranch
  if (preview && (!/^[a-z0-9][a-z0-9-]*$/.test(preview) || preview === PRODUCTION_BRANCH))
    settings.push(fill('badPreviewBranch', { branch: preview }))
  if (settings.length > 0) return { allowed: false, lines: [fill('settingsMissing'), ...settings] }
  if (preview)
    return {
      allowed: true,
      branch: preview,
      lines: [fill('preview', { branch: preview, count: items.length })],
    }
  if (items.length > 0)
    return {
      allowed: false,
      lines: [fill('refused', { count: items.length }), ...items.map((item) => formatProblem(item))],
    }
  return { allowed: true, branch: PRODUCTION_BRANCH, lines: [fill('production')] }
}
