// Industry landing pages (/for/...): the shared page shape and the five pages keyed by slug; used in build and browser.
import type { EducationPlan } from './pricing'
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

export { industryBreadcrumb, industryPageLabels } from './industry-labels'

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
