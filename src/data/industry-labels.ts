// Labels and the breadcrumb shared by the five industry pages (small: the page bundle needs only this). Build and browser.
import type { BreadcrumbItem } from '../shared/route-manifest'
import type { IndustryPage } from './industries'
import { VAT_NOTE } from './pricing'

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
  pricingVatNote: VAT_NOTE,
} as const

/** Breadcrumb trail of an industry page; the route manifest (scripts/content/index.ts) builds the same trail. */
export function industryBreadcrumb(industry: Pick<IndustryPage, 'breadcrumbLabel'>): BreadcrumbItem[] {
  return [{ label: 'Sektörler', href: '/#sektorler' }, { label: industry.breadcrumbLabel }]
}

/** The five industry slugs: lets the browser answer an unknown /for/... at once, without a request. */
export const INDUSTRY_SLUGS = ['architecture', 'marine', 'jewelry', 'landscape', 'education'] as const
