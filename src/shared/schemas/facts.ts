// Schema of content/data/facts.yaml: every fact the site states in several places, written once. Pure.
import { z } from 'zod'
import { FIELD_NAMES } from './field-names.ts'
import { emailAddress, exampleFlag, httpsUrl, phoneNumber, text } from './fields.ts'

const wholeNumber = () => z.number().int('tam sayı olmalı').nonnegative('0 veya daha büyük olmalı')

const office = z.strictObject({
  /** Office name, e.g. "İstanbul Ofisi". */
  ad: text().meta(FIELD_NAMES.ad),
  /** Street address without district and city. */
  adres: text().meta({ title: 'Adres' }),
  /** District (ilçe), e.g. Ataşehir. */
  ilce: text().meta({ title: 'İlçe' }),
  /** City (il), e.g. İstanbul. */
  il: text().meta({ title: 'İl' }),
  /** Postal code, in quotes so it stays text, e.g. "34746". */
  posta_kodu: z
    .string()
    .regex(/^\d{5}$/, 'beş haneli posta kodu olmalı, tırnak içinde: "34746"')
    .meta({ title: 'Posta kodu' }),
  /** Office phone, +90 212 555 12 34 format; also the sales line shown on /support and /offices. */
  telefon: phoneNumber().meta({
    title: 'Telefon',
    description: '+90 212 555 12 34 biçiminde; sitede bu bilgiyi kullanan her yerde değişir.',
  }),
  /** Latitude of the office (map data for search engines). */
  enlem: z.number().min(35).max(43).meta({ title: 'Enlem' }),
  /** Longitude of the office. */
  boylam: z.number().min(25).max(45).meta({ title: 'Boylam' }),
  /** true: the street address, postal code, phone and coordinates are an example, not the office's own. */
  ornek: exampleFlag('ofisin adresi, posta kodu, telefonu ve konumu'),
})

/** content/data/facts.yaml — refer to a fact anywhere as {{group.name}}, e.g. {{fiyat.ogrenci}}. */
export const factsSchema = z.strictObject({
  /** The company. */
  firma: z
    .strictObject({
      /** Brand name, e.g. Rhino Türkiye. */
      ad: text().meta(FIELD_NAMES.ad),
      /** Registered company name (invoices, dealer list). */
      unvan: text().meta({ title: 'Ticari unvan' }),
      /**
       * The site's own address: scheme and host only, the host visitors are sent to (canonical addresses, sitemap,
       * the editor's sign-in, which redirects the other host here before GitHub).
       */
      web: z
        .string()
        .regex(
          /^https:\/\/[a-z0-9-]+(?:\.[a-z0-9-]+)+$/,
          'sitenin asıl adresi olmalı: https:// ve alan adı, sonunda / ya da yol olmadan, örn. https://www.rhinoturkiye.com',
        )
        .meta({
          title: 'Web sitesi (asıl adres)',
          description:
            'Sitenin asıl adresi, örn. https://www.rhinoturkiye.com. Ziyaretçiler ve içerik panelinin GitHub girişi bu adrese yönlendirilir; GitHub OAuth uygulamasındaki adreslerle aynı olmalı (content/YAYINA-ALMA.md).',
        }),
    })
    .meta({ title: 'Firma' }),
  /**
   * The company's legal identity (footer, Kurumsal, KVKK notice, the quote request's seller block). An empty value is
   * not shown anywhere; the build lists the empty ones in one warning until staff fill them in. A field may be left out
   * (the editor drops an empty one when it saves): it counts as empty.
   */
  yasal: z
    .strictObject({
      /** Full registered trade name with its legal form, e.g. "… Yazılım Ticaret Limited Şirketi". */
      ticari_unvan: z
        .string()
        .default('')
        .meta({ title: 'Ticari unvan (tam)', description: 'Boş bırakılırsa sitede gösterilmez.' }),
      /** MERSİS number: 16 digits. */
      mersis_no: z
        .string()
        .regex(/^(\d{16})?$/, '16 haneli MERSİS numarası olmalı (ya da boş)')
        .default('')
        .meta({ title: 'MERSİS no', description: '16 hane. Boş bırakılırsa sitede gösterilmez.' }),
      /** Tax office (vergi dairesi), e.g. "Kozyatağı". */
      vergi_dairesi: z
        .string()
        .default('')
        .meta({ title: 'Vergi dairesi', description: 'Boş bırakılırsa sitede gösterilmez.' }),
      /** Tax number (VKN): 10 digits. */
      vergi_no: z
        .string()
        .regex(/^(\d{10})?$/, '10 haneli vergi kimlik numarası olmalı (ya da boş)')
        .default('')
        .meta({ title: 'Vergi no', description: '10 hane. Boş bırakılırsa sitede gösterilmez.' }),
      /** Registered head-office address (may differ from the offices). */
      adres: z
        .string()
        .default('')
        .meta({ title: 'Merkez adresi', description: 'Boş bırakılırsa sitede gösterilmez.' }),
      /** Registered electronic mail (KEP) address, if the company has one. */
      kep: z
        .string()
        .regex(/^([^\s@]+@[^\s@]+\.kep\.tr)?$/, 'KEP adresi …@….kep.tr biçiminde olmalı (ya da boş)')
        .default('')
        .meta({ title: 'KEP adresi', description: 'Varsa. Boş bırakılırsa sitede gösterilmez.' }),
    })
    .meta({ title: 'Yasal bilgiler' }),
  /** How customers reach the company. */
  iletisim: z
    .strictObject({
      /** The one e-mail address every mailto link and text uses. */
      eposta: emailAddress().meta({ title: 'E-posta' }),
    })
    .meta({ title: 'İletişim' }),
  /** The company's own offices (addresses, phones). */
  ofis: z
    .strictObject({
      /** The Istanbul office. */
      istanbul: office.meta({ title: 'İstanbul ofisi' }),
      /** The Izmir office. */
      izmir: office.meta({ title: 'İzmir ofisi' }),
    })
    .meta({ title: 'Ofisler' }),
  /** Licence prices in EUR, excluding VAT. */
  fiyat: z
    .strictObject({
      /** Student (and teacher) licence price. */
      ogrenci: wholeNumber().meta({
        title: 'Öğrenci lisansı',
        description: 'Euro, yalnızca sayı. Bu fiyatı kullanan her sayfada değişir.',
      }),
      /** Commercial licence price (also the home page's structured data offer). */
      ticari: wholeNumber().meta({
        title: 'Ticari lisans',
        description: 'Euro, yalnızca sayı. Bu fiyatı kullanan her sayfada değişir.',
      }),
      /** Lab licence price. */
      lab: wholeNumber().meta({
        title: 'Laboratuvar lisansı',
        description: 'Euro, yalnızca sayı. Bu fiyatı kullanan her sayfada değişir.',
      }),
    })
    .meta({ title: 'Fiyatlar (€)' }),
  /** VAT. */
  kdv: z
    .strictObject({
      /** VAT rate in percent that prices exclude. */
      oran: wholeNumber().meta({ title: 'Oran (%)' }),
    })
    .meta({ title: 'KDV' }),
  /** The free trial of Rhino 8. */
  deneme: z
    .strictObject({
      /** Trial length in days. */
      gun: wholeNumber().meta({ title: 'Gün sayısı' }),
    })
    .meta({ title: 'Deneme sürümü' }),
  /** Education licences. */
  egitim: z
    .strictObject({
      /** "Up to" discount in percent for education licences. */
      indirim: wholeNumber().meta({ title: 'İndirim oranı (%)' }),
      /** Concurrent users of one lab licence. */
      lab_kullanici: wholeNumber().meta({ title: 'Laboratuvar lisansı kullanıcı sayısı' }),
    })
    .meta(FIELD_NAMES.egitim),
  /** Plug-ins. */
  eklenti: z
    .strictObject({
      /** Trial length in days of the Bongo animation plug-in. */
      animasyon_deneme_gun: wholeNumber().meta({ title: 'Animasyon eklentisi deneme süresi (gün)' }),
    })
    .meta({ title: 'Eklentiler' }),
  /** System requirements stated on several pages. */
  sistem: z
    .strictObject({
      /** Oldest macOS version Rhino 8 for Mac runs on, in quotes so it stays text, e.g. "12.4". */
      macos: z
        .string()
        .regex(/^\d+(\.\d+)*$/, 'sürüm numarası olmalı, tırnak içinde: "12.4"')
        .meta({ title: 'En eski macOS sürümü' }),
    })
    .meta({ title: 'Sistem gereksinimleri' }),
  /**
   * The current Rhino 8 release as McNeel's download page states it (/download, the licensed version's card). Each
   * value is shown only when filled: never a guessed service release, date or size.
   */
  surum: z
    .strictObject({
      /** Service release, e.g. "8.26". */
      servis_surumu: z
        .string()
        .regex(/^(8\.\d+(\.\d+)*)?$/, 'Rhino 8 sürüm numarası olmalı, tırnak içinde: "8.26" (ya da boş)')
        .default('')
        .meta({
          title: 'Servis sürümü',
          description:
            'McNeel indirme sayfasındaki güncel Rhino 8 sürümü, örn. "8.26". Boş bırakılırsa gösterilmez.',
        }),
      /** Release day of that service release, YYYY-MM-DD. */
      tarih: z
        .string()
        .regex(/^(\d{4}-\d{2}-\d{2})?$/, 'YYYY-AA-GG biçiminde bir tarih olmalı, tırnak içinde (ya da boş)')
        .default('')
        .meta({
          title: 'Yayın tarihi',
          description: 'YYYY-AA-GG, örn. "2026-11-10". Boş bırakılırsa gösterilmez.',
        }),
      /** Download size of the Windows installer, as McNeel states it, e.g. "820 MB". */
      windows_boyut: z.string().default('').meta({
        title: 'Windows indirme boyutu',
        description: 'Örn. "820 MB". Boş bırakılırsa gösterilmez.',
      }),
      /** Download size of the Mac installer, e.g. "1,1 GB". */
      mac_boyut: z
        .string()
        .default('')
        .meta({ title: 'Mac indirme boyutu', description: 'Örn. "1,1 GB". Boş bırakılırsa gösterilmez.' }),
    })
    .meta({ title: 'Rhino 8 güncel sürüm' }),
  /** Product rating in the home page's structured data. */
  puan: z
    .strictObject({
      /** Average rating out of 5. */
      deger: z.number().min(0).max(5).meta({ title: 'Puan' }),
      /** Number of ratings. */
      oy_sayisi: wholeNumber().meta({ title: 'Oy sayısı' }),
    })
    .meta({ title: 'Kullanıcı puanı' }),
  /** Official social media pages (footer "Sosyal Medya", Organization.sameAs). */
  sosyal: z
    .strictObject({
      /** McNeel forum. */
      forum: httpsUrl().meta(FIELD_NAMES.forum),
      /** YouTube channel. */
      youtube: httpsUrl().meta({ title: 'YouTube' }),
      /** LinkedIn group. */
      linkedin: httpsUrl().meta({ title: 'LinkedIn' }),
      /** Instagram account. */
      instagram: httpsUrl().meta({ title: 'Instagram' }),
    })
    .meta({ title: 'Sosyal medya' }),
  /** Addresses of McNeel's pages that the site links to (use as {{baglanti.name}}). */
  baglanti: z
    .strictObject({
      /** McNeel Rhino home page. */
      home: httpsUrl().meta({ title: 'McNeel ana sayfası' }),
      /** Rhino 8 trial download (survey) page. */
      trialSurvey: httpsUrl().meta({ title: 'Deneme anketi' }),
      /** Download overview. */
      download: httpsUrl().meta({ title: 'İndirme sayfası' }),
      /** Rhino WIP (next version) download. */
      wip: httpsUrl().meta({ title: 'Geliştirme sürümü (WIP)' }),
      /** Bongo animation plug-in download. */
      bongo: httpsUrl().meta({ title: 'Bongo' }),
      /** food4rhino plug-in directory. */
      food4rhino: httpsUrl().meta({ title: 'Food4Rhino' }),
      /** Grasshopper forum. */
      grasshopperForum: httpsUrl().meta({ title: 'Grasshopper forumu' }),
      /** Training and events. */
      training: httpsUrl().meta({ title: 'Eğitim sayfası' }),
      /** News. */
      news: httpsUrl().meta({ title: 'Haberler' }),
      /** Developer platform. */
      developer: httpsUrl().meta({ title: 'Geliştirici sayfası' }),
      /** Rhino 8 online help. */
      docs: httpsUrl().meta({ title: 'Belgeler' }),
      /** McNeel English wiki. */
      wiki: httpsUrl().meta({ title: 'McNeel wiki' }),
      /** Rhino account licence portal. */
      licensesPortal: httpsUrl().meta({ title: 'Lisans portalı' }),
      /** Licensing overview. */
      licensingInfo: httpsUrl().meta({ title: 'Lisanslama bilgileri' }),
      /** Zoo (LAN licence server) download. */
      zooDownload: httpsUrl().meta({ title: 'Zoo indirme' }),
      /** Zoo documentation. */
      zooDocs: httpsUrl().meta({ title: 'Zoo belgeleri' }),
      /** Education licence store. */
      educationStore: httpsUrl().meta({ title: 'Eğitim mağazası' }),
      /** iRhino 3D on the App Store. */
      appStore: httpsUrl().meta(FIELD_NAMES.appStore),
      /** iRhino 3D forum. */
      irhinoForum: httpsUrl().meta({ title: 'iRhino forumu' }),
      /** Rhino 8 system requirements. */
      systemRequirements: httpsUrl().meta({ title: 'Sistem gereksinimleri (Rhino 8)' }),
      /** Rhino 7 system requirements. */
      systemRequirements7: httpsUrl().meta({ title: 'Sistem gereksinimleri (Rhino 7)' }),
      /** Rhino 6 system requirements. */
      systemRequirements6: httpsUrl().meta({ title: 'Sistem gereksinimleri (Rhino 6)' }),
      /** Download archive of older versions. */
      archive: httpsUrl().meta({ title: 'Arşiv' }),
      /** Official learning page. */
      learn: httpsUrl().meta({ title: 'Öğrenme sayfası' }),
      /** Official user gallery. */
      gallery: httpsUrl().meta({ title: 'Galeri' }),
      /** Grasshopper home page. */
      grasshopper: httpsUrl().meta(FIELD_NAMES.grasshopper),
      /** Rhino.Inside page. */
      rhinoInside: httpsUrl().meta({ title: 'Rhino.Inside' }),
      /** Rhino features page. */
      rhinoFeatures: httpsUrl().meta({ title: 'Rhino özellikleri' }),
    })
    .meta({ title: 'Dış bağlantılar' }),
})
export type Facts = z.infer<typeof factsSchema>
