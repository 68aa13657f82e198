// Schema of content/data/irhino.yaml: the iRhino 3D page (/irhino). Pure.
import { z } from 'zod'
import { httpsUrl, iconCard, iconName, imagePath, linkButton, text, textList } from './fields'

const card = iconCard('irhino')
const listCard = card.extend({
  /** Lines of the card. */
  items: textList(),
})
const scan = z.strictObject({
  /** Icon name. */
  icon: iconName('irhino'),
  /** Box heading. */
  title: text(),
  /** Text under the heading. */
  lead: text(),
  /** What the scan does, one per line. */
  features: textList(),
  /** What it needs, one per line. */
  requirements: textList(),
})
const section = z.strictObject({
  /** Icon name. */
  icon: iconName('irhino'),
  /** Heading. */
  title: text(),
  /** Text under the heading. */
  lead: text(),
  /** Lines of the section. */
  items: textList(),
})

/** content/data/irhino.yaml */
export const irhinoSchema = z.strictObject({
  /** The big number of the import formats box, e.g. 15+. */
  importFormatClaim: text(),
  /** Page top. */
  hero: z.strictObject({
    /** Small line above the heading. */
    eyebrow: text(),
    /** Page heading. */
    title: text(),
    /** Text under the heading. */
    lead: text(),
    /** Image under public/images/. */
    image: imagePath(),
    /** Alternative text of the image. */
    imageAlt: text(),
  }),
  /** App Store and forum buttons. */
  buttons: z.strictObject({
    /** App Store button. */
    appStore: linkButton.extend({ /** App Store address. */ href: httpsUrl() }),
    /** Forum button. */
    forum: linkButton.extend({ /** Forum address. */ href: httpsUrl() }),
  }),
  /** Heading of the "rewritten" cards. */
  rebuiltTitle: text(),
  /** Text under that heading. */
  rebuiltLead: text(),
  /** The "rewritten" cards. */
  rebuiltCards: z.array(card).min(1),
  /** Heading of the main features. */
  mainFeaturesTitle: text(),
  /** Text under that heading. */
  mainFeaturesLead: text(),
  /** Main feature cards. */
  mainFeatures: z.array(card).min(1),
  /** Heading of the formats section. */
  formatsTitle: text(),
  /** Text under that heading. */
  formatsLead: text(),
  /** Heading of the import formats box. */
  importFormatsTitle: text(),
  /** Caption under the big number. */
  importFormatsClaimCaption: text(),
  /** Heading of the save format box. */
  saveFormatTitle: text(),
  /** Text of the save format box. */
  saveFormatText: text(),
  /** Formats iRhino opens, one per line. */
  importFormats: textList(),
  /** The format iRhino saves. */
  saveFormat: text(),
  /** Heading of the AR modes. */
  arTitle: text(),
  /** Text under that heading. */
  arLead: text(),
  /** AR anchoring modes. */
  arAnchorModes: z.array(card).min(1),
  /** The markups section. */
  markups: section,
  /** Label above each scan's requirements. */
  scanRequirementsLabel: text(),
  /** Room scan box. */
  roomScan: scan,
  /** Object scan box. */
  objectScan: scan,
  /** Heading of the other features. */
  moreFeaturesTitle: text(),
  /** Text under that heading. */
  moreFeaturesLead: text(),
  /** Other feature cards with lines. */
  moreFeatures: z.array(listCard).min(1),
  /** Heading of the system requirements. */
  requirementsTitle: text(),
  /** Text under that heading. */
  requirementsLead: text(),
  /** System requirement cards. */
  requirements: z.array(card).min(1),
  /** Closing box. */
  closingCta: z.strictObject({
    /** Heading. */
    title: text(),
    /** Text. */
    text: text(),
  }),
})
export type IRhinoData = z.infer<typeof irhinoSchema>
export type IRhinoCard = z.infer<typeof card>
export type IRhinoListCard = z.infer<typeof listCard>
export type IRhinoScan = z.infer<typeof scan>
export type IRhinoSection = z.infer<typeof section>
