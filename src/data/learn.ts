// Learning resources, filter options and info cards for /learn; runs in build and browser.

import { site } from '../site.config'

export type LearnCategory =
  | 'Başlangıç'
  | 'Grasshopper'
  | 'Görselleştirme'
  | 'Mimarlık'
  | 'Mücevher'
  | 'Denizcilik'
  | 'Peyzaj'
  | 'Üretim'
  | 'İleri Seviye'
  | 'Scripting'

export type LearnResourceType = 'Video' | 'Video Serisi' | 'Tutorial' | 'Döküman'

export type LearnLanguage = 'Türkçe' | 'İngilizce'

export type LearnSector = 'Genel' | 'Mimarlık' | 'Mücevher' | 'Denizcilik' | 'Peyzaj' | 'Üretim'

/** Category → file name of its card image under /images/learn/. */
export const LEARN_CATEGORY_SLUGS = {
  Başlangıç: 'baslangic',
  Grasshopper: 'grasshopper',
  Görselleştirme: 'gorsellestirme',
  Mimarlık: 'mimarlik',
  Mücevher: 'mucevher',
  Denizcilik: 'denizcilik',
  Peyzaj: 'peyzaj',
  Üretim: 'uretim',
  'İleri Seviye': 'ileri-seviye',
  Scripting: 'scripting',
} as const satisfies Record<LearnCategory, string>

export type LearnCategorySlug = (typeof LEARN_CATEGORY_SLUGS)[LearnCategory]

export type LearnImagePath = `/images/learn/${LearnCategorySlug}.svg`

/** Ties each category to its own image path, so a mismatch fails to compile. */
type CategoryWithImage = {
  [C in LearnCategory]: {
    category: C
    image: `/images/learn/${(typeof LEARN_CATEGORY_SLUGS)[C]}.svg`
  }
}[LearnCategory]

/** A purchase link exists only on paid resources. */
export type LearnPurchase =
  | { isPurchase: true; /** https purchase page or a mailto quote request */ purchaseLink: string }
  | { isPurchase: false; purchaseLink?: never }

interface LearningResourceBase {
  /** URL-safe slug, unique. */
  id: string
  title: string
  description: string
  type: LearnResourceType
  /** Free text: '45 dk', '6 saat', '120 sayfa'. */
  duration: string
  imageAlt: string
  /** External https page: the resource itself, or its preview for paid items. */
  link: string
  language: LearnLanguage
  sector: LearnSector
}

export type LearningResource = LearningResourceBase & CategoryWithImage & LearnPurchase

const LEARN_URL = 'https://www.rhino3d.com/learn/'
const INSIDE_URL = 'https://www.rhino3d.com/inside/'
const GRASSHOPPER_URL = 'https://www.grasshopper3d.com/'

/** Paid courses of the reseller are bought through a quote request by e-mail. */
const purchaseMail = (course: string): string =>
  `mailto:${site.email}?subject=${encodeURIComponent(`Eğitim satın alma talebi: ${course}`)}`

export const learningResources: LearningResource[] = [
  {
    id: 'rhino-8-level-1-egitim-kilavuzu',
    title: 'Rhino 8 Level 1 Eğitim Kılavuzu',
    description:
      "McNeel'in resmi başlangıç kılavuzu. Arayüz, eğri ve yüzey çizimi, katı modelleme, Gumball ile düzenleme, ölçülendirme ve yerleşim (layout) sayfalarını alıştırmalarla adım adım anlatır.",
    category: 'Başlangıç',
    type: 'Döküman',
    duration: '320 sayfa',
    image: '/images/learn/baslangic.svg',
    imageAlt: 'Rhino arayüzünde temel eğri ve yüzeylerle çalışılan başlangıç eğitimi çizimi',
    link: LEARN_URL,
    isPurchase: false,
    language: 'İngilizce',
    sector: 'Genel',
  },
  {
    id: 'rhino-8-sifirdan-modelleme-serisi',
    title: 'Rhino 8 ile Sıfırdan 3B Modelleme',
    description:
      'Rhino ile ilk kez tanışanlar için Türkçe video serisi. Görünümler, katmanlar, nesne yakalamaları (OSnap), temel eğri ve yüzey komutlarıyla ilk modelinizi baştan sona birlikte kuruyoruz.',
    category: 'Başlangıç',
    type: 'Video Serisi',
    duration: '6 saat',
    image: '/images/learn/baslangic.svg',
    imageAlt: 'Dört görünüm penceresinde basit bir ürün modelinin adım adım oluşturulması',
    link: site.vendor.training,
    isPurchase: true,
    purchaseLink: purchaseMail('Rhino 8 ile Sıfırdan 3B Modelleme'),
    language: 'Türkçe',
    sector: 'Genel',
  },
  {
    id: 'rhino-8-yenilikleri',
    title: 'Rhino 8 Yenilikleri: ShrinkWrap, PushPull ve SubD',
    description:
      "Rhino 8 ile gelen ShrinkWrap, PushPull, SubD kıvrımları (crease), Mac'te Metal görüntüleme ve yeni Script Editor gibi özellikleri tek videoda tanıtan resmi sunum.",
    category: 'Başlangıç',
    type: 'Video',
    duration: '40 dk',
    image: '/images/learn/baslangic.svg',
    imageAlt: 'Rhino 8 yeniliklerini tanıtan video karesi, ShrinkWrap ile sarılmış bir model',
    link: site.social.youtube,
    isPurchase: false,
    language: 'İngilizce',
    sector: 'Genel',
  },
  {
    id: 'grasshopper-primer',
    title: 'Grasshopper Primer',
    description:
      'Görsel programlamaya girişte en çok başvurulan el kitabı. Bileşenleri, veri akışını, listeleri, veri ağaçlarını (data tree) ve parametrik form üretimini örnek tanımlarla açıklar.',
    category: 'Grasshopper',
    type: 'Döküman',
    duration: '200 sayfa',
    image: '/images/learn/grasshopper.svg',
    imageAlt: 'Birbirine kablolarla bağlanmış Grasshopper bileşenlerinden oluşan bir tanım',
    link: GRASSHOPPER_URL,
    isPurchase: false,
    language: 'İngilizce',
    sector: 'Genel',
  },
  {
    id: 'grasshopper-parametrik-cephe-serisi',
    title: 'Grasshopper ile Parametrik Cephe Tasarımı',
    description:
      'Güneş açısına göre değişen cephe panelleri, attractor noktalarıyla delik desenleri ve Ladybug ile çevresel analiz üzerinden ilerleyen, mimarlara yönelik proje tabanlı video serisi.',
    category: 'Grasshopper',
    type: 'Video Serisi',
    duration: '8 saat',
    image: '/images/learn/grasshopper.svg',
    imageAlt: 'Attractor noktasına göre boyutu değişen açıklıklara sahip parametrik bina cephesi',
    link: site.vendor.training,
    isPurchase: true,
    purchaseLink: purchaseMail('Grasshopper ile Parametrik Cephe Tasarımı'),
    language: 'Türkçe',
    sector: 'Mimarlık',
  },
  {
    id: 'rhino-render-fotogercekci-gorseller',
    title: 'Rhino Render ile Fotogerçekçi Görseller',
    description:
      "Rhino 8'in Cycles tabanlı render motorunda PBR malzemeler, HDRI ortam aydınlatması, zemin düzlemi ve kamera ayarlarıyla sunuma hazır görseller üretmeyi anlatan rehber.",
    category: 'Görselleştirme',
    type: 'Tutorial',
    duration: '90 dk',
    image: '/images/learn/gorsellestirme.svg',
    imageAlt: 'Yumuşak gölgeler ve yansımalarla render edilmiş bir ürün modeli',
    link: LEARN_URL,
    isPurchase: false,
    language: 'Türkçe',
    sector: 'Genel',
  },
  {
    id: 'mucevher-gorsellestirme-metal-ve-tas',
    title: 'Mücevher Görselleştirme: Metal ve Taş Malzemeleri',
    description:
      'Altın, gümüş ve platin yüzeyler ile pırlanta ve renkli taşlar için malzeme ayarları, yansıma ortamı ve yakın çekim kamera kurgusunu gösteren kısa video.',
    category: 'Görselleştirme',
    type: 'Video',
    duration: '35 dk',
    image: '/images/learn/gorsellestirme.svg',
    imageAlt: 'Yakın çekimde render edilmiş, pırlanta taşlı altın bir yüzük',
    link: LEARN_URL,
    isPurchase: false,
    language: 'Türkçe',
    sector: 'Mücevher',
  },
  {
    id: 'rhino-8-mimari-proje-modelleme',
    title: 'Rhino 8 ile Mimari Proje Modelleme',
    description:
      'Vaziyet planından kütle çalışmasına, PushPull ile cephe boşluklarından Make2D ile plan ve kesit çizimlerine uzanan, gerçek bir konut projesi üzerinden uygulamalı eğitim.',
    category: 'Mimarlık',
    type: 'Tutorial',
    duration: '4 saat',
    image: '/images/learn/mimarlik.svg',
    imageAlt: 'Kütle modeli ve ondan üretilmiş kat planı çizimi yan yana',
    link: site.vendor.training,
    isPurchase: true,
    purchaseLink: purchaseMail('Rhino 8 ile Mimari Proje Modelleme'),
    language: 'Türkçe',
    sector: 'Mimarlık',
  },
  {
    id: 'rhino-inside-revit',
    title: 'Rhino.Inside.Revit ile BIM İş Akışı',
    description:
      "Rhino ve Grasshopper'ı Autodesk Revit içinde çalıştırarak serbest formlu geometriyi Revit elemanlarına dönüştürmeyi ve parametrik modeli BIM projesine bağlamayı anlatan resmi video.",
    category: 'Mimarlık',
    type: 'Video',
    duration: '55 dk',
    image: '/images/learn/mimarlik.svg',
    imageAlt: 'Serbest formlu bir çatının Revit duvar ve döşeme elemanlarıyla birleştirildiği model',
    link: INSIDE_URL,
    isPurchase: false,
    language: 'İngilizce',
    sector: 'Mimarlık',
  },
  {
    id: 'matrixgold-yuzuk-ve-kolye-tasarimi',
    title: 'MatrixGold ile Yüzük ve Kolye Tasarımı',
    description:
      'Rhino üzerinde çalışan MatrixGold ile taş dizimi, tırnak ve yuva oluşturma, ölçüye göre yüzük gövdesi ve döküme hazır model hazırlamayı adım adım gösteren video serisi.',
    category: 'Mücevher',
    type: 'Video Serisi',
    duration: '7 saat',
    image: '/images/learn/mucevher.svg',
    imageAlt: 'Tırnaklı yuvalara dizilmiş taşlarla tasarlanmış bir tektaş yüzük modeli',
    link: site.vendor.training,
    isPurchase: true,
    purchaseLink: purchaseMail('MatrixGold ile Yüzük ve Kolye Tasarımı'),
    language: 'Türkçe',
    sector: 'Mücevher',
  },
  {
    id: 'rhino-ile-yuzuk-modelleme-temelleri',
    title: 'Rhino ile Yüzük Modelleme Temelleri',
    description:
      'Eklenti kullanmadan, yalnızca Rhino komutlarıyla ölçüye uygun yüzük gövdesi kurmayı, FlowAlongSrf ile desen sarmayı ve taş yuvası modellemeyi anlatan uygulamalı ders.',
    category: 'Mücevher',
    type: 'Tutorial',
    duration: '60 dk',
    image: '/images/learn/mucevher.svg',
    imageAlt: 'Yüzey boyunca desen sarılmış alyans modeli ve ölçü halkası',
    link: LEARN_URL,
    isPurchase: false,
    language: 'İngilizce',
    sector: 'Mücevher',
  },
  {
    id: 'tekne-govdesi-modelleme-ve-fairing',
    title: 'Tekne Gövdesi Modelleme ve Fairing',
    description:
      'Endaze çizgilerinden gövde yüzeyi kurmayı ve CurvatureGraph, Zebra ve EMap analizleriyle eğrilik sürekliliğini denetleyerek gövdeyi pürüzsüzleştirmeyi (fairing) anlatan ders.',
    category: 'Denizcilik',
    type: 'Tutorial',
    duration: '2 saat',
    image: '/images/learn/denizcilik.svg',
    imageAlt: 'Zebra analizi uygulanmış bir yat gövdesi ve eğrilik grafikleri',
    link: LEARN_URL,
    isPurchase: false,
    language: 'İngilizce',
    sector: 'Denizcilik',
  },
  {
    id: 'orca3d-hidrostatik-ve-stabilite',
    title: 'Orca3D ile Hidrostatik ve Stabilite Analizi',
    description:
      'Rhino için geliştirilen Orca3D eklentisiyle gövde parametrelerini tanımlamayı, hidrostatik tabloları, stabilite eğrilerini ve direnç tahminini üretmeyi anlatan video.',
    category: 'Denizcilik',
    type: 'Video',
    duration: '75 dk',
    image: '/images/learn/denizcilik.svg',
    imageAlt: 'Su hattı işaretlenmiş tekne gövdesi ve yanında stabilite eğrisi grafiği',
    link: site.vendor.training,
    isPurchase: true,
    purchaseLink: purchaseMail('Orca3D ile Hidrostatik ve Stabilite Analizi'),
    language: 'Türkçe',
    sector: 'Denizcilik',
  },
  {
    id: 'lands-design-peyzaj-projeleri',
    title: 'Lands Design ile Peyzaj Projeleri',
    description:
      'Rhino içinde çalışan Lands Design ile arazi modeli, bitki kütüphanesi, sert zemin ve sulama planlaması yaparak peyzaj projesini çizimden görsele taşıyan video serisi.',
    category: 'Peyzaj',
    type: 'Video Serisi',
    duration: '5 saat',
    image: '/images/learn/peyzaj.svg',
    imageAlt: 'Ağaçlar, yürüyüş yolları ve çim alanlarla modellenmiş bir park projesi',
    link: site.vendor.food4rhino,
    isPurchase: false,
    language: 'İngilizce',
    sector: 'Peyzaj',
  },
  {
    id: 'es-yukselti-egrilerinden-arazi-modeli',
    title: 'Eş Yükselti Eğrilerinden Arazi Modeli',
    description:
      'Halihazır haritadaki eş yükselti eğrilerinden Patch ve MeshPatch ile arazi yüzeyi oluşturmayı, yolları araziye yansıtmayı ve DraftAngleAnalysis ile eğim kontrolünü anlatan rehber.',
    category: 'Peyzaj',
    type: 'Tutorial',
    duration: '70 dk',
    image: '/images/learn/peyzaj.svg',
    imageAlt: 'Eş yükselti eğrilerinden üretilmiş, eğime göre renklendirilmiş arazi yüzeyi',
    link: LEARN_URL,
    isPurchase: false,
    language: 'Türkçe',
    sector: 'Peyzaj',
  },
  {
    id: 'rhinocam-cnc-frezeleme',
    title: 'RhinoCAM ile CNC Frezeleme',
    description:
      "RhinoCAM'de stok ve takım tanımlamayı, 2,5 eksen cep boşaltmayı, 3 eksen kaba ve ince işleme takım yollarını, simülasyonu ve makineye özel post-processor çıktısını anlatan seri.",
    category: 'Üretim',
    type: 'Video Serisi',
    duration: '6 saat',
    image: '/images/learn/uretim.svg',
    imageAlt: 'Bir kalıp yüzeyi üzerinde hesaplanmış CNC takım yolları',
    link: site.vendor.training,
    isPurchase: true,
    purchaseLink: purchaseMail('RhinoCAM ile CNC Frezeleme'),
    language: 'Türkçe',
    sector: 'Üretim',
  },
  {
    id: '3b-baski-icin-model-hazirlama',
    title: '3B Baskı İçin Model Hazırlama',
    description:
      'ShrinkWrap ile su geçirmez (watertight) mesh üretmeyi, MeshRepair ve ShowEdges ile açık kenarları bulmayı, et kalınlığını kontrol etmeyi ve STL ya da 3MF olarak dışa aktarmayı anlatır.',
    category: 'Üretim',
    type: 'Tutorial',
    duration: '50 dk',
    image: '/images/learn/uretim.svg',
    imageAlt: 'Açık kenarları vurgulanmış bir mesh model ve onarılmış hâli',
    link: LEARN_URL,
    isPurchase: false,
    language: 'Türkçe',
    sector: 'Üretim',
  },
  {
    id: 'subd-ile-organik-urun-formlari',
    title: 'SubD ile Organik Ürün Formları',
    description:
      'SubD kutularından ergonomik ürün gövdeleri kurmayı, kıvrımlarla (crease) keskin kenarları yönetmeyi ve ToNURBS ile modeli üretime uygun katıya dönüştürmeyi gösteren ileri seviye video.',
    category: 'İleri Seviye',
    type: 'Video',
    duration: '65 dk',
    image: '/images/learn/ileri-seviye.svg',
    imageAlt: 'Kontrol kafesiyle birlikte gösterilen yumuşak hatlı bir SubD ürün gövdesi',
    link: site.social.youtube,
    isPurchase: false,
    language: 'İngilizce',
    sector: 'Üretim',
  },
  {
    id: 'rhinocommon-eklenti-gelistirme',
    title: 'RhinoCommon ile Eklenti Geliştirme',
    description:
      "Rhino'nun .NET SDK'sı RhinoCommon ile C# dilinde ilk komutu yazmayı, geometri oluşturmayı, kullanıcıya nesne seçtirmeyi ve eklentiyi Package Manager'da yayımlamayı anlatan kılavuzlar.",
    category: 'Scripting',
    type: 'Döküman',
    duration: '150 sayfa',
    image: '/images/learn/scripting.svg',
    imageAlt: 'C# kodu ile bu kodun Rhino görünümünde oluşturduğu geometri',
    link: site.vendor.developer,
    isPurchase: false,
    language: 'İngilizce',
    sector: 'Genel',
  },
  {
    id: 'rhino-8-script-editor-python',
    title: 'Rhino 8 Script Editor ile Python 3',
    description:
      "Rhino 8'in yeni Script Editor'ünde CPython 3 ile betik yazmayı, rhinoscriptsyntax ve RhinoCommon çağrılarını, paket kurulumunu ve betikleri Grasshopper bileşenine dönüştürmeyi anlatır.",
    category: 'Scripting',
    type: 'Tutorial',
    duration: '80 dk',
    image: '/images/learn/scripting.svg',
    imageAlt: 'Script Editor penceresinde Python kodu ve çalıştırılan betiğin ürettiği eğriler',
    link: site.vendor.developer,
    isPurchase: false,
    language: 'İngilizce',
    sector: 'Genel',
  },
]

/** Language filter: URL value → label. */
export const LANGUAGE_OPTIONS = [
  { value: 'all', label: 'Tümü' },
  { value: 'turkce', label: 'Türkçe' },
  { value: 'ingilizce', label: 'İngilizce' },
] as const satisfies readonly { value: string; label: 'Tümü' | LearnLanguage }[]

export type LanguageFilterValue = (typeof LANGUAGE_OPTIONS)[number]['value']

/** Sector filter: URL value → label. */
export const SECTOR_OPTIONS = [
  { value: 'all', label: 'Tümü' },
  { value: 'genel', label: 'Genel' },
  { value: 'mimarlik', label: 'Mimarlık' },
  { value: 'mucevher', label: 'Mücevher' },
  { value: 'denizcilik', label: 'Denizcilik' },
  { value: 'peyzaj', label: 'Peyzaj' },
  { value: 'uretim', label: 'Üretim' },
] as const satisfies readonly { value: string; label: 'Tümü' | LearnSector }[]

export type SectorFilterValue = (typeof SECTOR_OPTIONS)[number]['value']

export type LearnInfoIcon = 'GraduationCap' | 'MessagesSquare' | 'BookOpen'

export interface LearnInfoCard {
  icon: LearnInfoIcon
  title: string
  description: string
  href: string
  linkLabel: string
  /** true: opens in a new tab; false: in-app route. */
  external: boolean
}

/** Heading of the info cards at the bottom of /learn. */
export const learnInfoSection = {
  title: 'Öğrenmeye Devam Edin',
  lead: 'Kendi hızınızda ilerlerken takıldığınız yerde yardım alabileceğiniz üç kaynak daha.',
}

export const learnInfoCards: LearnInfoCard[] = [
  {
    icon: 'GraduationCap',
    title: 'Sertifikalı Eğitimler',
    description:
      'Yetkili eğitim merkezlerinde uygulamalı Rhino ve Grasshopper kurslarına katılın, eğitim sonunda katılım sertifikanızı alın.',
    href: '/offices#egitim',
    linkLabel: 'Eğitim Merkezleri',
    external: false,
  },
  {
    icon: 'MessagesSquare',
    title: 'Topluluk Forumu',
    description:
      'Takıldığınız noktayı McNeel forumunda sorun; dünyanın dört bir yanındaki kullanıcılar ve McNeel geliştiricileri yanıtlasın.',
    href: site.vendor.forum,
    linkLabel: 'Foruma Git',
    external: true,
  },
  {
    icon: 'BookOpen',
    title: 'Rhino 8 Yardım Belgeleri',
    description:
      "Her komutun ayrıntılı açıklamasını, seçeneklerini ve örneklerini McNeel'in çevrimiçi Rhino 8 yardım sayfalarında bulun.",
    href: site.vendor.docs,
    linkLabel: 'Belgeleri Aç',
    external: true,
  },
]
