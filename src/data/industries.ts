// Industry landing pages (/for/...): the shared page shape and the five pages keyed by slug; used in build and browser.
import type { BreadcrumbItem } from '../shared/route-manifest'
import { VAT_PERCENT, type EducationPlan } from './pricing'
import type { Plugin } from './resources'
import { architecture } from './industry-pages/architecture'
import { education } from './industry-pages/education'
import { jewelry } from './industry-pages/jewelry'
import { landscape } from './industry-pages/landscape'
import { marine } from './industry-pages/marine'

export type IndustrySlug = 'architecture' | 'marine' | 'jewelry' | 'landscape' | 'education'

export type IndustryIcon =
  | 'Building2'
  | 'Workflow'
  | 'Layers'
  | 'Sun'
  | 'PenTool'
  | 'Factory'
  | 'Ship'
  | 'Spline'
  | 'Ruler'
  | 'Scissors'
  | 'Eye'
  | 'Gem'
  | 'Shapes'
  | 'Printer'
  | 'Gauge'
  | 'Camera'
  | 'Trees'
  | 'Grid3x3'
  | 'Compass'
  | 'GraduationCap'
  | 'UserCheck'
  | 'School'
  | 'BookOpen'
  | 'Award'

export interface IndustryCapability {
  icon: IndustryIcon
  title: string
  description: string
}

export interface IndustryResource {
  title: string
  description: string
  href: string
  /** External links open in a new tab; internal ones navigate inside the app. */
  external: boolean
}

export interface IndustryProject {
  title: string
  organization: string
  description: string
  image: string
  imageAlt: string
}

export interface EducationPricing {
  title: string
  lead: string
  plans: EducationPlan[]
  discountNote: string
  rules: string[]
  salesLink: { label: string; href: string }
}

export interface IndustryPage {
  slug: IndustrySlug
  /** Page heading and breadcrumb parent text. */
  title: string
  /** Document title (the site name is appended by the page metadata helper). */
  metaTitle: string
  /** Meta description. */
  description: string
  breadcrumbLabel: string
  hero: { eyebrow: string; title: string; lead: string; image: string; imageAlt: string }
  /** Exactly six cards. */
  capabilities: IndustryCapability[]
  /** Three or four plugins. */
  plugins: Plugin[]
  /** Four links, internal and external mixed. */
  resources: IndustryResource[]
  /** Only architecture and marine show featured projects. */
  featuredProjects?: IndustryProject[]
  /** Only education shows a pricing section. */
  educationPricing?: EducationPricing
  cta: { title: string; text: string }
}

/** Section headings, leads and buttons shared by all five pages. */
export const industryPageLabels = {
  trialButton: { label: '90 Günlük Deneme İndir', href: '/download' },
  learnButton: { label: 'Öğrenmeye Başla', href: '/learn' },
  /** Closing call to action: a mail link to the sales team (site.email). */
  contactButtonLabel: 'Satış Ekibine Yazın',
  capabilitiesTitle: 'Neler Yapabilirsiniz?',
  pluginsTitle: 'Önerilen Eklentiler',
  pluginsLead: 'Rhino 8 ile gelen araçlar ve bu alanda en çok kullanılan üçüncü taraf eklentiler.',
  pluginLinkLabel: 'Eklentiyi İncele',
  resourcesTitle: 'Kaynaklar',
  resourcesLead: 'Başlamanıza ve derinleşmenize yardımcı olacak Türkçe ve İngilizce kaynaklar.',
  featuredProjectsTitle: 'Öne Çıkan Projeler',
  featuredProjectsLead: 'Rhino 8 ile tasarlanıp üretilmiş projelerden seçmeler.',
  pricingEyebrow: 'Fiyatlandırma',
  quoteButtonLabel: 'Teklif İste',
  pricingRulesTitle: 'Eğitim Lisansı Koşulları',
  pricingVatNote: `Fiyatlara %${VAT_PERCENT} KDV dahil değildir.`,
} as const

/** Breadcrumb trail of an industry page; the route manifest (scripts/content/index.ts) builds the same trail. */
export function industryBreadcrumb(industry: Pick<IndustryPage, 'breadcrumbLabel'>): BreadcrumbItem[] {
  return [{ label: 'Sektörler', href: '/#sektorler' }, { label: industry.breadcrumbLabel }]
}

/** The page for a route parameter, or undefined for an unknown slug (the page then shows the 404). */
export function findIndustry(slug: string | undefined): IndustryPage | undefined {
  return slug !== undefined && Object.hasOwn(industries, slug) ? industries[slug as IndustrySlug] : undefined
}

export const industries: Record<IndustrySlug, IndustryPage> = {
  architecture,
  marine,
  jewelry,
  landscape,
  education,
}
