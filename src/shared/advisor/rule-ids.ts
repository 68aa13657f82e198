// The names the licence advisor's rules use: licences, rules, conflicts, attachments, management methods. Only
// constants and types, so the page can list them without loading the rules themselves (rules.ts). Pure.
/** The licences the advice can name; the teacher licence has the student licence's price. */
export const LICENCES = ['deneme', 'ogrenci', 'ogretmen', 'ticari', 'lab'] as const
export type Licence = (typeof LICENCES)[number]

/** Every rule the advice may cite, in the order it lists them; title, explanation and page link are staff data. */
export const RULE_IDS = [
  'eszamanli-oturum',
  'ortak-bilgisayar',
  'paylasilan-lisans',
  'kamu-okul',
  'egitim-belge',
  'egitim-paylasim',
  'lab-kullanici',
  'lab-atama',
  'kucuk-ofis-cloud-zoo',
  'lan-zoo-turleri',
  'lan-zoo-windows',
  'cloud-zoo-cevrimdisi',
  'coklu-paket',
  'deneme-indir',
  'deneme-bir-kez',
  'iki-platform',
  'yukseltme',
] as const
export type RuleId = (typeof RULE_IDS)[number]

/** Answers that contradict each other or are still missing; each gets a friendly explanation (data). */
export const CONFLICT_IDS = [
  'kamu-okul-sor',
  'ticari-egitim-lisansi',
  'lab-yalniz-kurum',
  'egitim-ag-lisansi',
  'egitim-tek-kisi',
  'lab-tek-bilgisayar',
  'deneme-tekrar',
  'deneme-ag',
] as const
export type ConflictId = (typeof CONFLICT_IDS)[number]

/** Documents the request needs, each asked for where it applies (texts in advisor.yaml). */
export const ATTACHMENT_IDS = ['ogrenci-belgesi', 'gorev-belgesi', 'kurum-yazisi', 'eski-anahtarlar'] as const
export type AttachmentId = (typeof ATTACHMENT_IDS)[number]

/** How the licences are managed (/licensing/methods). */
export type Management = 'tek-bilgisayar' | 'cloud-zoo' | 'lan-zoo'
