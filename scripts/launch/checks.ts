// Build time: the launch check. Every value that is still a placeholder or an example, one Turkish line each, from
// small check functions over the validated data. `npm run check -- --yayin` prints the list, the build and
// `npm run check` warn about it, and the deploy workflow refuses to publish to production while it is not empty
// (scripts/deploy-gate.ts). To check one more thing, add a LaunchCheck to LAUNCH_CHECKS and its lines to
// LAUNCH_MESSAGES (the guide content/YAYINA-ALMA.md lists every message; tests/unit/launch-guide.test.ts checks it).
import type { DataCollections, Locate } from '../content/collections.ts'
import { LEGAL_FIELDS, OPTIONAL_LEGAL_FIELDS } from '../../src/shared/legal-identity.ts'
import type { Problem } from '../../src/shared/content/problems.ts'
import { isPlaceholder } from '../../src/shared/site-settings.ts'

/** One line of the list: the file, the field (with its line) and what to do, in Turkish. */
export type LaunchItem = Problem

export interface LaunchContext {
  /** The project root, for checks that read files. */
  root: string
  /** Every data collection, validated, facts substituted. */
  collections: DataCollections
  /** Where a value came from: its file and `field (satır N)`. */
  locate: Locate
}

export interface LaunchCheck {
  /** What it looks for, in a few words (the guide's list of checks). */
  name: string
  run: (context: LaunchContext) => LaunchItem[]
}

/** The text of every line the checks write; `{name}` is filled in. */
export const LAUNCH_MESSAGES = {
  legalIdentity: 'şirketin yasal kimliğinde "{field}" boş; gerçek değeri yazın',
  exampleOffice:
    '{office}: adres, posta kodu, telefon ve konum örnek kayıt (ornek: true); gerçek bilgileri yazıp işareti kaldırın',
  exampleDealer:
    'satış ofisi "{name}" örnek kayıt (ornek: true); gerçek bir ofisse bilgilerini yazıp işareti kaldırın, değilse silin',
  exampleTrainingCenter:
    'eğitim merkezi "{name}" örnek kayıt (ornek: true); gerçek bir merkezse bilgilerini yazıp işareti kaldırın, değilse silin',
  editorRepository:
    'içerik panelinin GitHub deposu hâlâ yer tutucu ({repository}); sitenin deposunu sahip/ad biçiminde yazın',
  learningResourceLink:
    'öğrenme kaynağı "{title}" kaynağın kendisine değil, genel bir sayfaya gidiyor ({link}); kaynağın kendi adresini yazıp linkTarget alanını silin ya da kaynağı kaldırın',
} as const

/** A line of LAUNCH_MESSAGES with its values. */
export function launchMessage(
  id: keyof typeof LAUNCH_MESSAGES,
  values: Readonly<Record<string, string>>,
): string {
  return LAUNCH_MESSAGES[id].replace(/\{(\w+)\}/g, (marker, name: string) => values[name] ?? marker)
}

/** The legal identity's empty fields (facts.yaml `yasal`); a KEP address is optional. */
export const legalIdentity: LaunchCheck = {
  name: 'şirketin yasal kimliği (facts.yaml › yasal)',
  run: ({ collections, locate }) =>
    LEGAL_FIELDS.filter(
      ({ key }) => !OPTIONAL_LEGAL_FIELDS.has(key) && !collections.facts.yasal[key].trim(),
    ).map(({ key, label }) => ({
      ...locate('facts', ['yasal', key]),
      message: launchMessage('legalIdentity', { field: label }),
    })),
}

/** The company's offices whose address and phone are examples (facts.yaml `ofis.<id>.ornek`). */
export const exampleOffices: LaunchCheck = {
  name: 'örnek ofis adresleri ve telefonları (facts.yaml › ofis)',
  run: ({ collections, locate }) =>
    Object.entries(collections.facts.ofis)
      .filter(([, office]) => office.ornek)
      .map(([id, office]) => ({
        ...locate('facts', ['ofis', id, 'ornek']),
        message: launchMessage('exampleOffice', { office: office.ad }),
      })),
}

/** Sales offices marked as examples (offices.yaml `dealers[].ornek`). */
export const exampleDealers: LaunchCheck = {
  name: 'örnek satış ofisleri (offices.yaml › dealers)',
  run: ({ collections, locate }) =>
    collections.offices.dealers.flatMap((dealer, index) =>
      dealer.ornek
        ? [
            {
              ...locate('offices', ['dealers', index, 'ornek']),
              message: launchMessage('exampleDealer', { name: dealer.name }),
            },
          ]
        : [],
    ),
}

/** Training centres marked as examples (offices.yaml `trainingCenters[].ornek`). */
export const exampleTrainingCenters: LaunchCheck = {
  name: 'örnek eğitim merkezleri (offices.yaml › trainingCenters)',
  run: ({ collections, locate }) =>
    collections.offices.trainingCenters.flatMap((center, index) =>
      center.ornek
        ? [
            {
              ...locate('offices', ['trainingCenters', index, 'ornek']),
              message: launchMessage('exampleTrainingCenter', { name: center.name }),
            },
          ]
        : [],
    ),
}

/** The browser editor's repository while it is the shipped placeholder (settings.yaml `icerik_paneli.depo`). */
export const editorRepository: LaunchCheck = {
  name: 'içerik panelinin GitHub deposu (settings.yaml › icerik_paneli.depo)',
  run: ({ collections, locate }) =>
    isPlaceholder(collections.settings.icerik_paneli.depo)
      ? [
          {
            ...locate('settings', ['icerik_paneli', 'depo']),
            message: launchMessage('editorRepository', {
              repository: collections.settings.icerik_paneli.depo,
            }),
          },
        ]
      : [],
}

/** Facts that name a general page of McNeel's (a portal's home), never one resource. */
const GENERAL_PAGES = [
  'home',
  'learn',
  'training',
  'developer',
  'docs',
  'wiki',
  'food4rhino',
  'grasshopper',
  'rhinoInside',
  'rhinoFeatures',
  'news',
  'gallery',
  'download',
] as const

const withoutSlash = (address: string) => address.replace(/\/+$/, '')

/**
 * Learning resources whose link leads to a general page instead of the resource its card describes: marked so in
 * the data (`linkTarget`, which the card's button shows), or linking one of McNeel's general pages or social
 * profiles (facts.yaml `baglanti`, `sosyal`) all the same.
 */
export const learningResourceLinks: LaunchCheck = {
  name: 'öğrenme kaynaklarının genel sayfalara giden bağlantıları (learn.yaml)',
  run: ({ collections, locate }) => {
    const { baglanti, sosyal } = collections.facts
    const general = new Set(
      [...GENERAL_PAGES.map((name) => baglanti[name]), ...Object.values(sosyal)].map(withoutSlash),
    )
    return collections.learn.learningResources.flatMap((resource, index) =>
      resource.link && (resource.linkTarget || general.has(withoutSlash(resource.link)))
        ? [
            {
              ...locate('learn', ['learningResources', index, 'link']),
              message: launchMessage('learningResourceLink', { title: resource.title, link: resource.link }),
            },
          ]
        : [],
    )
  },
}

/** Every check, in the order its lines are printed. */
export const LAUNCH_CHECKS: readonly LaunchCheck[] = [
  legalIdentity,
  exampleOffices,
  exampleDealers,
  exampleTrainingCenters,
  editorRepository,
  learningResourceLinks,
]

/** The launch list: every line of every check. Empty when the site may go to production. */
export function launchItems(
  context: LaunchContext,
  checks: readonly LaunchCheck[] = LAUNCH_CHECKS,
): LaunchItem[] {
  return checks.flatMap((check) => check.run(context))
}

/**
 * The content step's warnings from the list (every build and `npm run check` prints them, never fatal): the editor's
 * repository on its own line, the rest counted in one line. The legal identity has its own warning already.
 */
export function launchWarnings(
  context: LaunchContext,
  items: readonly LaunchItem[] = launchItems(context),
): Problem[] {
  const repository = editorRepository.run(context)
  const others = items.length - repository.length
  return [
    ...repository.map((item) => ({
      ...item,
      message: `${item.message}. Bu hâliyle canlı sitede /admin giriş yapamaz (site yayımlanır).`,
    })),
    ...(others > 0
      ? [
          {
            file: 'content/data',
            field: 'yayına alma',
            message: `${others} değer hâlâ örnek ya da yer tutucu (örnek kayıtlar, genel sayfalara giden bağlantılar, yasal kimlik); listesi: npm run check -- --yayin. Liste boşalana kadar site üretime yayımlanmaz (content/YAYINA-ALMA.md).`,
          },
        ]
      : []),
  ]
}
