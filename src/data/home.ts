// Home page content: hero slides, feature, industry and ecosystem cards, section headers; used in build and browser.
import { site } from '../site.config'

export type HomeIcon =
  | 'Package'
  | 'Shapes'
  | 'Gauge'
  | 'Move3d'
  | 'Puzzle'
  | 'MessagesSquare'
  | 'GraduationCap'
  | 'FileText'
  | 'Code'

export interface SectionHeader {
  eyebrow: string
  title: string
  lead: string
}

export interface HeroSlide {
  image: string
  imageAlt: string
  title: string
  subtitle: string
  description: string
}

export interface FeatureCard {
  icon: HomeIcon
  title: string
  description: string
  /** Rhino command (or display technology) shown as a chip. */
  command: string
  /** Links to /features/{slug}. */
  slug: 'shrinkwrap' | 'subd-creases' | 'metal' | 'modeling'
}

export interface IndustryCard {
  image: string
  imageAlt: string
  title: string
  description: string
  link: '/for/architecture' | '/for/marine' | '/for/jewelry' | '/for/landscape' | '/for/education'
}

export interface EcosystemItem {
  icon: HomeIcon
  title: string
  description: string
  /** External; opens in a new tab. */
  link: string
}

export interface GrasshopperSection {
  eyebrow: string
  title: string
  description: string
  highlights: string[]
  image: string
  imageAlt: string
  communityLabel: 'Topluluğa Katıl'
  communityLink: string
}

/** The page's only H1, shown above the carousel (slide titles are h2). */
export const homeHeading = 'Rhino 8 Türkiye: Satış, Lisans ve Eğitim'

/** Accessible name of the hero carousel region. */
export const heroCarouselLabel = "Rhino 8'in öne çıkan yenilikleri"

/** Organization.description in the home page structured data. */
export const organizationDescription =
  "Rhino 3D'nin Türkiye distribütörü ve yetkili eğitim ortağı: Rhino 8 lisans satışı, öğrenci ve laboratuvar lisansları, Türkçe teknik destek ve sertifikalı eğitim."

/** Product rating shown in the SoftwareApplication structured data. */
export const productRating = { ratingValue: 4.8, reviewCount: 15000 } as const

export const heroButtons = {
  learnMore: { label: 'Daha Fazla Öğren', href: '#features' },
  trial: { label: 'Ücretsiz Dene', href: '/download' },
} as const

export const heroSlides: HeroSlide[] = [
  {
    image: '/images/hero/shrinkwrap.svg',
    imageAlt: 'Delikli bir tarama modelinin çevresinde oluşturulmuş kapalı, pürüzsüz mesh kabuk',
    subtitle: 'Rhino 8 yeniliği',
    title: 'ShrinkWrap',
    description:
      'Açık mesh, nokta bulutu, NURBS ve SubD nesnelerin etrafına tek komutla su geçirmez bir mesh sarın. 3B baskı, döküm ve tarama onarımı için hazır model elde edin.',
  },
  {
    image: '/images/hero/pushpull.svg',
    imageAlt: 'Gumball oklarıyla bir yüzü dışarı çekilen katı model',
    subtitle: 'PushPull ve Gumball',
    title: 'Modelleme Basitleştirildi',
    description:
      'Katıların ve SubD nesnelerin yüzlerini, kenarlarını doğrudan itip çekerek biçimlendirin. Geliştirilen Gumball ve Auto CPlane ile modelleme adımları kısalır.',
  },
  {
    image: '/images/hero/subd.svg',
    imageAlt: 'Keskin kırışık kenarları olan organik SubD form',
    subtitle: 'Organik formlar, hassas kenarlar',
    title: 'SubD Modelleme',
    description:
      'Serbest formları hızla tasarlayın, Crease ile istediğiniz kenarları keskinleştirin ve sonucu üretime hazır NURBS geometrisine dönüştürün.',
  },
  {
    image: '/images/hero/grasshopper.svg',
    imageAlt: 'Grasshopper bileşen ağı ve yanında üretilen parametrik cephe',
    subtitle: 'Görsel programlama',
    title: 'Grasshopper',
    description:
      "Kod yazmadan algoritmik tasarım yapın. Rhino 8'de Grasshopper, katman, malzeme ve blok gibi model bilgilerini doğrudan okuyup yazabiliyor.",
  },
  {
    image: '/images/hero/render.svg',
    imageAlt: 'Fiziksel tabanlı malzemelerle renderlanmış metal ve cam ürün görseli',
    subtitle: 'Rhino Render',
    title: 'Profesyonel Render',
    description:
      'Cycles tabanlı Rhino Render ile fiziksel olarak doğru ışık ve PBR malzemeler kullanın; GPU hızlandırma ve gürültü giderme ile sunum görsellerini dakikalar içinde alın.',
  },
]

export const featuresHeader: SectionHeader & { allDetailsLabel: string; allDetailsLink: '/features' } = {
  eyebrow: 'Yenilikler',
  title: "Rhino 8'e Geç",
  lead: 'Daha hızlı modelleme, daha akıcı ekran ve yeni araçlar. Öne çıkan yeniliklerin ayrıntılarına göz atın.',
  allDetailsLabel: 'Tüm Detaylar...',
  allDetailsLink: '/features',
}

export const featureCards: FeatureCard[] = [
  {
    icon: 'Package',
    title: 'ShrinkWrap',
    description:
      'Kapalı olmayan, kusurlu veya karmaşık geometrinin etrafında tek parça, su geçirmez mesh oluşturur.',
    command: 'ShrinkWrap',
    slug: 'shrinkwrap',
  },
  {
    icon: 'Shapes',
    title: 'SubD Kırışıklıkları',
    description:
      'SubD kenarlarını keskinleştirip yumuşatarak organik formlarda mühendislik hassasiyetine ulaşın.',
    command: 'Crease',
    slug: 'subd-creases',
  },
  {
    icon: 'Gauge',
    title: "Mac'te Metal",
    description:
      "Apple'ın Metal grafik altyapısı sayesinde büyük modellerde görünüm pencereleri çok daha akıcı çalışır.",
    command: 'Metal',
    slug: 'metal',
  },
  {
    icon: 'Move3d',
    title: 'Yeni Modelleme Araçları',
    description:
      "PushPull, geliştirilmiş Gumball, yüzey fillet'leri ve RefitTrim ile gündelik modelleme işleri hızlanır.",
    command: 'PushPull',
    slug: 'modeling',
  },
]

export const pricingHeader: SectionHeader = {
  eyebrow: 'Fiyatlandırma',
  title: 'Size Uygun Lisansı Seçin',
  lead: 'Kalıcı lisans, teknik destek dahil, yıllık bakım ücreti yok. Satın almadan önce 90 gün ücretsiz deneyin.',
}

export const industriesHeader: SectionHeader = {
  eyebrow: 'Sektörler',
  title: "Rhino'yu Kimler Kullanıyor?",
  lead: 'Binalardan teknelere, mücevherden peyzaja kadar hassas serbest form gerektiren her alanda Rhino çalışıyor.',
}

export const industryCards: IndustryCard[] = [
  {
    image: '/images/industries/architecture.svg',
    imageAlt: 'Kıvrımlı cepheli çağdaş bir bina modeli',
    title: 'Mimarlık',
    description: 'Konsept tasarımdan parametrik cephelere ve BIM iş akışlarına kadar serbest formlu mimari.',
    link: '/for/architecture',
  },
  {
    image: '/images/industries/marine.svg',
    imageAlt: 'Eğrilik analizi renkleriyle gösterilen yat teknesi',
    title: 'Denizcilik',
    description: 'Pürüzsüz tekne formları, hidrostatik hesaplar ve imalata hazır kaplama açılımları.',
    link: '/for/marine',
  },
  {
    image: '/images/industries/jewelry.svg',
    imageAlt: 'Taş yuvaları görünen pırlanta yüzük modeli',
    title: 'Mücevher',
    description: 'Taş yerleşimi, yüzük ve kolye tasarımı ile döküm ve 3B baskı için hassas modeller.',
    link: '/for/jewelry',
  },
  {
    image: '/images/industries/landscape.svg',
    imageAlt: 'Kontur çizgileri ve ağaçlarla gösterilen arazi modeli',
    title: 'Peyzaj',
    description: 'Arazi modelleme, bitkilendirme ve kentsel açık alanlar için kapsamlı araçlar.',
    link: '/for/landscape',
  },
  {
    image: '/images/industries/education.svg',
    imageAlt: 'Bilgisayar laboratuvarında Rhino ile çalışan öğrenciler',
    title: 'Eğitim',
    description: 'Öğrenci, öğretmen ve laboratuvar lisanslarıyla tasarım eğitiminin standart aracı.',
    link: '/for/education',
  },
]

export const grasshopper: GrasshopperSection = {
  eyebrow: 'Parametrik tasarım',
  title: 'Grasshopper ile Algoritmik Tasarım',
  description:
    "Grasshopper, Rhino 8'e ek ücret ödemeden dahil olan görsel programlama ortamıdır. Bileşenleri birbirine bağlayarak tasarım kurallarını tanımlar, bir parametreyi değiştirdiğinizde bütün modelin anında güncellendiğini görürsünüz.",
  highlights: [
    'Kod yazmadan, bileşenleri bağlayarak parametrik model kurma',
    'Kangaroo ve Galapagos ile fizik simülasyonu ve optimizasyon',
    'Yeni Script Editor ile Python 3 ve C# bileşenleri',
    "food4rhino'da binlerce ücretsiz ve ücretli eklenti",
  ],
  image: '/images/learn/grasshopper.svg',
  imageAlt: 'Kaydırıcılarla bağlanmış Grasshopper bileşenleri ve ürettikleri parametrik vazo modeli',
  communityLabel: 'Topluluğa Katıl',
  communityLink: site.vendor.grasshopperForum,
}

export const ecosystemHeader: SectionHeader = {
  eyebrow: 'Ekosistem',
  title: 'Rhino Ekosistemi',
  lead: 'Eklentiler, topluluk, eğitim ve geliştirici kaynaklarıyla Rhino tek başına bir programdan fazlası.',
}

export const ecosystemItems: EcosystemItem[] = [
  {
    icon: 'Puzzle',
    title: 'Eklenti Kütüphanesi',
    description: "food4rhino'da Rhino ve Grasshopper için eklentiler, malzemeler ve betikler.",
    link: site.vendor.food4rhino,
  },
  {
    icon: 'MessagesSquare',
    title: 'Forum',
    description: 'McNeel geliştiricilerinin ve kullanıcıların soruları birlikte yanıtladığı resmî forum.',
    link: site.vendor.forum,
  },
  {
    icon: 'GraduationCap',
    title: 'Eğitim ve Etkinlikler',
    description: 'Yetkili eğitim merkezlerinin kursları, webinarlar ve dünya genelindeki etkinlikler.',
    link: site.vendor.training,
  },
  {
    icon: 'FileText',
    title: 'Haberler',
    description: 'Yeni sürümler, servis güncellemeleri ve kullanıcı projelerinden haberler.',
    link: site.vendor.news,
  },
  {
    icon: 'Code',
    title: 'Geliştirici Platformu',
    description: 'RhinoCommon, Rhino.Inside, Python ve Grasshopper SDK belgeleri ve örnekleri.',
    link: site.vendor.developer,
  },
]
