// Labels shared by the five industry pages (small: the page bundle needs only this). Build and browser.
import { deneme } from '../generated/data/facts.ts'
import { vatNote } from '../generated/data/pricing.ts'

export { INDUSTRY_SLUGS, industryBreadcrumb } from '../shared/industries.ts'

/** Section headings, leads and buttons shared by all five pages. */
export const industryPageLabels = {
  trialButton: { label: `${deneme.gun} Günlük Deneme İndir`, href: '/download' },
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
  featuredProjectsLead:
    'Galerimizden bu sektörün gösterim modelleri; her birinin sayfasında adım adım nasıl modellendiği anlatılıyor.',
  pricingEyebrow: 'Fiyatlandırma',
  pricingRulesTitle: 'Eğitim Lisansı Koşulları',
  pricingVatNote: vatNote,
} as const
