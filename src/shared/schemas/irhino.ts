// Schema of content/data/irhino.yaml: the iRhino 3D page (/irhino). Pure.
import { z } from 'zod'
import { FIELD_NAMES } from './field-names.ts'
import {
  httpsUrl,
  iconCard,
  iconName,
  leadText,
  linkButton,
  text,
  textList,
  titleText,
  imageHero,
} from './fields.ts'

const card = iconCard('irhino')
const listCard = card.extend({
  /** Lines of the card. */
  items: textList().meta(FIELD_NAMES.items),
})
const scan = z.strictObject({
  icon: iconName('irhino'),
  /** Box heading. */
  title: titleText(),
  lead: leadText(),
  /** What the scan does, one per line. */
  features: textList().meta(FIELD_NAMES.features),
  /** What it needs, one per line. */
  requirements: textList().meta(FIELD_NAMES.requirements),
})
const section = z.strictObject({
  icon: iconName('irhino'),
  title: titleText(),
  lead: leadText(),
  /** Lines of the section. */
  items: textList().meta(FIELD_NAMES.items),
})

/** content/data/irhino.yaml */
export const irhinoSchema = z.strictObject({
  /** The big number of the import formats box, e.g. 15+. */
  importFormatClaim: text().meta({ title: 'Açılabilen biçim sayısı' }),
  /** Page top. */
  hero: imageHero,
  /** App Store and forum buttons. */
  buttons: z
    .strictObject({
      /** App Store button. */
      appStore: linkButton
        .extend({ /** App Store address. */ href: httpsUrl().meta(FIELD_NAMES.href) })
        .meta(FIELD_NAMES.appStore),
      /** Forum button. */
      forum: linkButton
        .extend({ /** Forum address. */ href: httpsUrl().meta(FIELD_NAMES.href) })
        .meta(FIELD_NAMES.forum),
    })
    .meta({ title: 'Düğmeler' }),
  /** Heading of the "rewritten" cards. */
  rebuiltTitle: text().meta({ title: 'Yenilenen uygulama başlığı' }),
  /** Text under that heading. */
  rebuiltLead: text().meta({ title: 'Yenilenen uygulama girişi' }),
  /** The "rewritten" cards. */
  rebuiltCards: z.array(card).min(1).meta({ title: 'Yenilenen uygulama kartları' }),
  /** Heading of the main features. */
  mainFeaturesTitle: text().meta({ title: 'Ana özellikler başlığı' }),
  /** Text under that heading. */
  mainFeaturesLead: text().meta({ title: 'Ana özellikler girişi' }),
  /** Main feature cards. */
  mainFeatures: z.array(card).min(1).meta({ title: 'Ana özellikler' }),
  /** Heading of the formats section. */
  formatsTitle: text().meta({ title: 'Dosya biçimleri başlığı' }),
  /** Text under that heading. */
  formatsLead: text().meta({ title: 'Dosya biçimleri girişi' }),
  /** Heading of the import formats box. */
  importFormatsTitle: text().meta({ title: 'Açılabilen biçimler başlığı' }),
  /** Caption under the big number. */
  importFormatsClaimCaption: text().meta({ title: 'Sayının altındaki metin' }),
  /** Heading of the save format box. */
  saveFormatTitle: text().meta({ title: 'Kayıt biçimi başlığı' }),
  /** Text of the save format box. */
  saveFormatText: text().meta({ title: 'Kayıt biçimi metni' }),
  /** Formats iRhino opens, one per line. */
  importFormats: textList().meta({ title: 'Açılabilen biçimler' }),
  /** The format iRhino saves. */
  saveFormat: text().meta({ title: 'Kayıt biçimi' }),
  /** Heading of the AR modes. */
  arTitle: text().meta({ title: 'Artırılmış gerçeklik başlığı' }),
  /** Text under that heading. */
  arLead: text().meta({ title: 'Artırılmış gerçeklik girişi' }),
  /** AR anchoring modes. */
  arAnchorModes: z.array(card).min(1).meta({ title: 'Artırılmış gerçeklik sabitleme kipleri' }),
  /** The markups section. */
  markups: section.meta({ title: 'İşaretleme araçları' }),
  /** Label above each scan's requirements. */
  scanRequirementsLabel: text().meta({ title: 'Tarama gereksinimleri başlığı' }),
  /** Room scan box. */
  roomScan: scan.meta({ title: 'Oda taraması' }),
  /** Object scan box. */
  objectScan: scan.meta({ title: 'Nesne taraması' }),
  /** Heading of the other features. */
  moreFeaturesTitle: text().meta({ title: 'Diğer özellikler başlığı' }),
  /** Text under that heading. */
  moreFeaturesLead: text().meta({ title: 'Diğer özellikler girişi' }),
  /** Other feature cards with lines. */
  moreFeatures: z.array(listCard).min(1).meta({ title: 'Diğer özellikler' }),
  /** Heading of the system requirements. */
  requirementsTitle: text().meta({ title: 'Gereksinimler başlığı' }),
  /** Text under that heading. */
  requirementsLead: text().meta({ title: 'Gereksinimler girişi' }),
  /** System requirement cards. */
  requirements: z.array(card).min(1).meta(FIELD_NAMES.requirements),
  /** Closing box. */
  closingCta: z
    .strictObject({
      title: titleText(),
      /** Text. */
      text: text().meta(FIELD_NAMES.text),
    })
    .meta(FIELD_NAMES.closingCta),
})
export type IRhinoData = z.infer<typeof irhinoSchema>
export type IRhinoListCard = z.infer<typeof listCard>
