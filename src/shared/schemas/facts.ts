// Schema of content/data/facts.yaml: every fact the site states in several places, written once. Pure.
import { z } from 'zod'
import { emailAddress, httpsUrl, phoneNumber, text } from './fields.ts'

const wholeNumber = () => z.number().int('tam sayı olmalı').nonnegative('0 veya daha büyük olmalı')

const office = z.strictObject({
  /** Office name, e.g. "İstanbul Ofisi". */
  ad: text(),
  /** Street address without district and city. */
  adres: text(),
  /** District (ilçe), e.g. Ataşehir. */
  ilce: text(),
  /** City (il), e.g. İstanbul. */
  il: text(),
  /** Postal code, in quotes so it stays text, e.g. "34746". */
  posta_kodu: z.string().regex(/^\d{5}$/, 'beş haneli posta kodu olmalı, tırnak içinde: "34746"'),
  /** Office phone, +90 212 555 12 34 format; also the sales line shown on /support and /offices. */
  telefon: phoneNumber(),
  /** Latitude of the office (map data for search engines). */
  enlem: z.number().min(35).max(43),
  /** Longitude of the office. */
  boylam: z.number().min(25).max(45),
})

/** content/data/facts.yaml — refer to a fact anywhere as {{group.name}}, e.g. {{fiyat.ogrenci}}. */
export const factsSchema = z.strictObject({
  /** The company. */
  firma: z.strictObject({
    /** Brand name, e.g. Rhino Türkiye. */
    ad: text(),
    /** Registered company name (invoices, dealer list). */
    unvan: text(),
    /** The site's own address with https://. */
    web: httpsUrl(),
  }),
  /** How customers reach the company. */
  iletisim: z.strictObject({
    /** The one e-mail address every mailto link and text uses. */
    eposta: emailAddress(),
  }),
  /** The company's own offices (addresses, phones). */
  ofis: z.strictObject({
    /** The Istanbul office. */
    istanbul: office,
    /** The Izmir office. */
    izmir: office,
  }),
  /** Licence prices in EUR, excluding VAT. */
  fiyat: z.strictObject({
    /** Student (and teacher) licence price. */
    ogrenci: wholeNumber(),
    /** Commercial licence price (also the home page's structured data offer). */
    ticari: wholeNumber(),
    /** Lab licence price. */
    lab: wholeNumber(),
  }),
  /** VAT. */
  kdv: z.strictObject({
    /** VAT rate in percent that prices exclude. */
    oran: wholeNumber(),
  }),
  /** The free trial of Rhino 8. */
  deneme: z.strictObject({
    /** Trial length in days. */
    gun: wholeNumber(),
  }),
  /** Education licences. */
  egitim: z.strictObject({
    /** "Up to" discount in percent for education licences. */
    indirim: wholeNumber(),
    /** Concurrent users of one lab licence. */
    lab_kullanici: wholeNumber(),
  }),
  /** Plug-ins. */
  eklenti: z.strictObject({
    /** Trial length in days of the Bongo animation plug-in. */
    animasyon_deneme_gun: wholeNumber(),
  }),
  /** System requirements stated on several pages. */
  sistem: z.strictObject({
    /** Oldest macOS version Rhino 8 for Mac runs on, in quotes so it stays text, e.g. "12.4". */
    macos: z.string().regex(/^\d+(\.\d+)*$/, 'sürüm numarası olmalı, tırnak içinde: "12.4"'),
  }),
  /** Product rating in the home page's structured data. */
  puan: z.strictObject({
    /** Average rating out of 5. */
    deger: z.number().min(0).max(5),
    /** Number of ratings. */
    oy_sayisi: wholeNumber(),
  }),
  /** Official social media pages (footer "Sosyal Medya", Organization.sameAs). */
  sosyal: z.strictObject({
    /** McNeel forum. */
    forum: httpsUrl(),
    /** YouTube channel. */
    youtube: httpsUrl(),
    /** LinkedIn group. */
    linkedin: httpsUrl(),
    /** Instagram account. */
    instagram: httpsUrl(),
  }),
  /** Addresses of McNeel's pages that the site links to (use as {{baglanti.name}}). */
  baglanti: z.strictObject({
    /** McNeel Rhino home page. */
    home: httpsUrl(),
    /** Rhino 8 trial download (survey) page. */
    trialSurvey: httpsUrl(),
    /** Download overview. */
    download: httpsUrl(),
    /** Rhino WIP (next version) download. */
    wip: httpsUrl(),
    /** Bongo animation plug-in download. */
    bongo: httpsUrl(),
    /** food4rhino plug-in directory. */
    food4rhino: httpsUrl(),
    /** Grasshopper forum. */
    grasshopperForum: httpsUrl(),
    /** Training and events. */
    training: httpsUrl(),
    /** News. */
    news: httpsUrl(),
    /** Developer platform. */
    developer: httpsUrl(),
    /** Rhino 8 online help. */
    docs: httpsUrl(),
    /** McNeel English wiki. */
    wiki: httpsUrl(),
    /** Rhino account licence portal. */
    licensesPortal: httpsUrl(),
    /** Licensing overview. */
    licensingInfo: httpsUrl(),
    /** Zoo (LAN licence server) download. */
    zooDownload: httpsUrl(),
    /** Zoo documentation. */
    zooDocs: httpsUrl(),
    /** Education licence store. */
    educationStore: httpsUrl(),
    /** iRhino 3D on the App Store. */
    appStore: httpsUrl(),
    /** iRhino 3D forum. */
    irhinoForum: httpsUrl(),
    /** Rhino 8 system requirements. */
    systemRequirements: httpsUrl(),
    /** Rhino 7 system requirements. */
    systemRequirements7: httpsUrl(),
    /** Rhino 6 system requirements. */
    systemRequirements6: httpsUrl(),
    /** Download archive of older versions. */
    archive: httpsUrl(),
    /** Official learning page. */
    learn: httpsUrl(),
    /** Official user gallery. */
    gallery: httpsUrl(),
    /** Grasshopper home page. */
    grasshopper: httpsUrl(),
    /** Rhino.Inside page. */
    rhinoInside: httpsUrl(),
    /** Rhino features page. */
    rhinoFeatures: httpsUrl(),
  }),
})
export type Facts = z.infer<typeof factsSchema>
