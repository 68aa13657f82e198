// /irhino content: the free iOS 3dm viewer, its features, formats, scanning and requirements; used in build and browser.
import { site } from '../site.config'

export type IRhinoIcon =
  | 'Box'
  | 'Gauge'
  | 'Hand'
  | 'Sparkles'
  | 'Orbit'
  | 'Cloud'
  | 'Scan'
  | 'ScanLine'
  | 'PenTool'
  | 'Crosshair'
  | 'Layers'
  | 'Eye'
  | 'Shapes'
  | 'Settings'
  | 'Smartphone'
  | 'Tablet'
  | 'Cpu'

export interface IRhinoCard {
  icon: IRhinoIcon
  title: string
  description: string
}

export interface IRhinoListCard extends IRhinoCard {
  items: string[]
}

/** Room and object scanning: what the scan gives and which device it needs. */
export interface IRhinoScan {
  icon: IRhinoIcon
  title: string
  lead: string
  features: string[]
  requirements: string[]
}

export interface IRhinoSection {
  icon: IRhinoIcon
  title: string
  lead: string
  items: string[]
}

/** The page states this figure; `importFormats` lists each format. */
export const IMPORT_FORMAT_CLAIM = '15+'

export const hero = {
  eyebrow: 'Ücretsiz Mobil Görüntüleyici',
  title: 'iRhino 3D',
  lead: 'iPhone ve iPad için 3dm dosyalarının resmî ve ücretsiz görüntüleyicisi. Sıfırdan yeniden yazılan iRhino 3D ile modellerinizi yanınızda taşıyın, müşterinize artırılmış gerçeklikte gösterin.',
  image: '/images/irhino/hero.svg',
  imageAlt: 'iPad ve iPhone ekranında açık bir Rhino modeli',
} as const

export const buttons = {
  appStore: { label: "App Store'dan İndir", href: site.vendor.appStore },
  forum: { label: 'Destek Forumu', href: site.vendor.irhinoForum },
} as const

export const rebuiltTitle = 'Sıfırdan Yeniden Yazıldı'
export const rebuiltLead =
  'iRhino 3D, eski sürümün güncellemesi değil; Rhino 8 teknolojisiyle baştan geliştirilmiş yeni bir uygulamadır.'

export const rebuiltCards: IRhinoCard[] = [
  {
    icon: 'Box',
    title: 'Rhino Çekirdeği',
    description:
      'Masaüstü Rhino ile aynı geometri çekirdeği kullanılır; 3dm dosyaları bilgisayarınızda nasıl görünüyorsa öyle açılır.',
  },
  {
    icon: 'Gauge',
    title: 'Metal ile Hızlı Ekran',
    description:
      "Apple'ın Metal grafik altyapısı sayesinde büyük modellerde bile akıcı döndürme ve yakınlaştırma.",
  },
  {
    icon: 'Hand',
    title: 'Dokunmatik İçin Tasarlandı',
    description: 'Arayüz, iPhone ve iPad ekranlarında parmakla kullanım düşünülerek baştan tasarlandı.',
  },
  {
    icon: 'Sparkles',
    title: 'Tamamen Ücretsiz',
    description:
      "Uygulamayı App Store'dan ücretsiz indirin; modelleri görüntülemek için Rhino lisansı gerekmez.",
  },
]

export const mainFeaturesTitle = 'Öne Çıkan Özellikler'
export const mainFeaturesLead = 'Modellerinizi açın, inceleyin, not alın ve gerçek dünyaya yerleştirin.'

export const mainFeatures: IRhinoCard[] = [
  {
    icon: 'Orbit',
    title: 'Dokunmatik Gezinme',
    description:
      'Tek ve iki parmak hareketleriyle kaydırın (pan), yakınlaştırın (zoom) ve modelin etrafında dönün (orbit).',
  },
  {
    icon: 'Cloud',
    title: 'Cihazdan veya Buluttan Dosya',
    description:
      'Dosyaları cihazınızdan ya da iCloud Drive, Dropbox, Google Drive, Box ve diğer bulut hizmetlerinden açın.',
  },
  {
    icon: 'Sparkles',
    title: 'Artırılmış Gerçeklik',
    description:
      'Modelinizi gerçek ölçeğinde masanın üstüne, duvara ya da arsaya yerleştirip çevresinde dolaşın.',
  },
  {
    icon: 'PenTool',
    title: 'İşaretlemeler',
    description:
      'Görünümlerin üzerine çizip not alın; işaretlemeler cihazda saklanır, dosyaya ve bakış açısına bağlı kalır.',
  },
  {
    icon: 'ScanLine',
    title: 'LiDAR ile Oda Tarama',
    description:
      'Odaları LiDAR sensörüyle tarayın; ölçüleri otomatik alınmış NURBS modeli 3dm olarak kaydedin.',
  },
  {
    icon: 'Scan',
    title: 'Nesne Tarama',
    description:
      'Gerçek nesnelerin çevresinde dolaşarak tam dokulu (full-texture) mesh modellerini oluşturun.',
  },
]

export const formatsTitle = 'Desteklenen Formatlar'
export const formatsLead =
  'Rhino dosyalarının yanı sıra yaygın CAD, mesh ve sahne formatlarını doğrudan açın.'
export const importFormatsTitle = 'Açma ve İçe Aktarma'
/** Caption under the IMPORT_FORMAT_CLAIM figure. */
export const importFormatsClaimCaption = 'formatı açar ve içe aktarır'
export const saveFormatTitle = 'Kaydetme Formatı'
export const saveFormatText =
  'Uygulamada yaptığınız değişiklikler ve taramalar, masaüstünde doğrudan açılabilen Rhino 8 dosyası olarak kaydedilir.'

export const importFormats: string[] = [
  '3dm (tüm sürümler)',
  'dwg',
  'dxf',
  'glb',
  'gltf',
  'gts',
  'iges',
  'lwo',
  'usd',
  'usdz',
  'off',
  'ply',
  'points',
  'raw',
  'slc',
  'stl',
  'vrml',
  'wamit',
  'x',
]

export const saveFormat = 'Rhino 8 3dm'

export const arTitle = 'AR Sabitleme Modları'
export const arLead =
  'Modeli artırılmış gerçeklikte nereye ve nasıl yerleştireceğinizi beş farklı yolla seçin.'

export const arAnchorModes: IRhinoCard[] = [
  {
    icon: 'Crosshair',
    title: 'Serbest Nokta',
    description: 'Modeli ortamda seçtiğiniz herhangi bir noktaya bırakın.',
  },
  {
    icon: 'Layers',
    title: 'Yatay Yüzey',
    description: 'Zemin, masa veya tezgâh gibi yatay yüzeylere oturtun.',
  },
  {
    icon: 'Tablet',
    title: 'Dikey Yüzey',
    description: 'Duvar ve cephe gibi dikey yüzeylere yerleştirin.',
  },
  {
    icon: 'Smartphone',
    title: 'Yüz Takibi (Ön Kamera)',
    description: 'Ön kamerayla yüzü takip ederek gözlük ve takı gibi modelleri üzerinizde deneyin.',
  },
  {
    icon: 'Scan',
    title: 'AR İşaretçisi (Fiducial)',
    description: 'Basılı bir işaretçiyi tanıtıp modeli her seferinde aynı konumda açın.',
  },
]

export const markups: IRhinoSection = {
  icon: 'PenTool',
  title: 'İşaretlemeler',
  lead: 'Şantiyede, atölyede ya da toplantıda modelin üzerine doğrudan not alın.',
  items: [
    'Görünümün üzerine parmakla serbest çizim',
    'İşaretlemeler yalnızca cihazınızda saklanır',
    'Her işaretleme ait olduğu dosyaya bağlıdır',
    'İşaretleme, çizildiği bakış açısıyla birlikte kaydedilir',
  ],
}

export const scanRequirementsLabel = 'Gereksinimler'

export const roomScan: IRhinoScan = {
  icon: 'ScanLine',
  title: 'Oda Tarama',
  lead: 'LiDAR sensörlü bir iPhone veya iPad ile iç mekânları dakikalar içinde ölçülü bir modele dönüştürün.',
  features: [
    'Duvar, kapı ve pencerelerin otomatik ölçülendirilmesi',
    'Birden fazla odayı tek taramada birleştirme',
    'Düzenlenebilir NURBS geometrisi olarak çıktı',
    "Sonucu Rhino'da açılmaya hazır 3dm dosyası olarak kaydetme",
  ],
  requirements: ['LiDAR sensörlü iPhone veya iPad'],
}

export const objectScan: IRhinoScan = {
  icon: 'Scan',
  title: 'Nesne Tarama',
  lead: 'Bir ürünün, heykelin veya mobilyanın çevresinde dolaşarak dokusuyla birlikte dijital kopyasını çıkarın.',
  features: [
    'Fotoğraf dokulu tam (full-texture) mesh çıktısı',
    'Ürün, heykel ve mobilya gibi nesnelerin dijital kopyası',
    'Sonucu 3dm olarak kaydedip Rhino 8 ile düzenleme',
  ],
  requirements: ['LiDAR sensörü', 'A14 Bionic veya daha yeni işlemci', 'iOS 17 veya üzeri'],
}

export const moreFeaturesTitle = 'Diğer Özellikler'
export const moreFeaturesLead =
  'Görüntülemenin ötesinde, masaüstü Rhino ile uyumlu çalışmayı sağlayan ayrıntılar.'

export const moreFeatures: IRhinoListCard[] = [
  {
    icon: 'Eye',
    title: 'Görüntü Modları',
    description: "Masaüstü Rhino'daki görüntü modlarının tümü cebinizde.",
    items: ['Wireframe', 'Shaded', 'Rendered', 'Ghosted', 'X-ray', 'Technical', 'Pen', 'Artistic'],
  },
  {
    icon: 'Cloud',
    title: 'Bulut Depolama',
    description: 'Dosyalar uygulamasıyla entegre çalışır; bulut hizmetlerindeki modeller doğrudan açılır.',
    items: [
      'iCloud Drive',
      'Dropbox',
      'Google Drive',
      'Box',
      'Dosyalar uygulamasını destekleyen diğer hizmetler',
    ],
  },
  {
    icon: 'Shapes',
    title: 'Geometri Desteği',
    description: "Rhino'nun tüm yerel geometri türleri dönüştürülmeden gösterilir.",
    items: [
      'NURBS eğri ve yüzeyler',
      'Katılar (polysurface)',
      'SubD',
      'Mesh ve nokta bulutları',
      'Bloklar ve ölçülendirmeler',
    ],
  },
  {
    icon: 'Settings',
    title: 'Gelişmiş Araçlar',
    description: 'Görüntülemenin ötesinde modeli incelemek için pratik araçlar.',
    items: [
      'Katman yönetimi',
      'Nesne seçimi ve nesne bilgisi',
      'Model birimini değiştirme',
      'Mac için Rhino 8 ile evrensel pano (Universal Clipboard)',
    ],
  },
]

export const requirementsTitle = 'Sistem Gereksinimleri'
export const requirementsLead =
  'Görüntüleme her güncel iPhone ve iPad ile çalışır; tarama için LiDAR sensörü gerekir.'

export const requirements: IRhinoCard[] = [
  {
    icon: 'Settings',
    title: 'iOS 17 veya Üzeri',
    description: 'Uygulama iOS ve iPadOS 17 ya da daha yeni sürümlerde çalışır.',
  },
  {
    icon: 'Tablet',
    title: 'iPhone veya iPad',
    description: 'iPhone ve iPad için tek uygulama; ekran boyutuna göre uyarlanan arayüz.',
  },
  {
    icon: 'Cpu',
    title: 'Tarama İçin LiDAR',
    description:
      'Oda tarama LiDAR sensörü ister; nesne tarama ayrıca A14 Bionic veya daha yeni işlemci gerektirir.',
  },
]

export const closingCta = {
  title: 'iRhino 3D ile Modelleriniz Her Yerde',
  text: "Uygulamayı App Store'dan ücretsiz indirin; sorularınız için destek forumunda McNeel ekibine ulaşın.",
} as const
