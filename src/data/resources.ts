// /resources content: plugin directory, other resources, file formats and the developer call to action; used in build and browser.
import { site } from '../site.config'
import type { SectionIntro } from './features'

export type ResourceIcon =
  'Ruler' | 'Camera' | 'Workflow' | 'Building2' | 'BookOpen' | 'MessagesSquare' | 'Download' | 'Code'

export type PluginBadge = 'Dahili' | 'Ücretsiz' | 'Ücretli'

export interface Plugin {
  name: string
  description: string
  /** Dahili = ships with Rhino 8; Ücretsiz / Ücretli = third-party add-on. */
  badge: PluginBadge
  /** External; opens in a new tab. */
  link: string
}

export interface PluginCategory {
  title:
    'Modelleme ve Analiz' | 'Rendering ve Görselleştirme' | 'Parametrik ve Optimizasyon' | 'BIM ve İşbirliği'
  icon: ResourceIcon
  plugins: Plugin[]
}

export interface OtherResource {
  icon: ResourceIcon
  title: string
  description: string
  link: string
  /** false for internal routes, which navigate inside the app. */
  external: boolean
  linkLabel: string
}

/** The grid shows 16 formats of the 30+ that Rhino 8 reads or writes. */
export const FILE_FORMAT_CLAIM = '30+'

/** Vendor pages for built-in tools; third-party plugins link to food4rhino. Industry pages reuse these. */
export const pluginLinks = {
  grasshopper: 'https://www.grasshopper3d.com/',
  rhinoInside: 'https://www.rhino3d.com/inside/',
  rhinoFeatures: 'https://www.rhino3d.com/features/',
} as const

export const resourcesHero = {
  title: 'Eklentiler ve Kaynaklar',
  lead: 'Rhino 8 ile gelen araçlar ve yüzlerce üçüncü taraf eklentiyle programı kendi iş akışınıza göre genişletin.',
} as const

export const pluginCategories: PluginCategory[] = [
  {
    title: 'Modelleme ve Analiz',
    icon: 'Ruler',
    plugins: [
      {
        name: 'Kangaroo',
        description:
          'Grasshopper içinde çalışan fizik tabanlı form bulma ve simülasyon aracı; gergi yapıları ve kabuklar için idealdir.',
        badge: 'Dahili',
        link: pluginLinks.grasshopper,
      },
      {
        name: 'Ladybug Tools',
        description:
          'İklim verisiyle güneş, gölge, rüzgâr ve enerji analizleri yapan açık kaynaklı çevresel analiz eklentileri.',
        badge: 'Ücretsiz',
        link: site.vendor.food4rhino,
      },
      {
        name: 'Clayoo',
        description:
          'Organik ve serbest formlar için SubD tabanlı modelleme araçları; sonuç NURBS geometrisine dönüştürülebilir.',
        badge: 'Ücretli',
        link: site.vendor.food4rhino,
      },
    ],
  },
  {
    title: 'Rendering ve Görselleştirme',
    icon: 'Camera',
    plugins: [
      {
        name: 'Rhino Render',
        description:
          'Cycles tabanlı yerleşik render motoru; PBR malzemeler, GPU hızlandırma ve gerçek zamanlı önizleme sunar.',
        badge: 'Dahili',
        link: pluginLinks.rhinoFeatures,
      },
      {
        name: 'V-Ray',
        description:
          'Mimari ve ürün görselleştirmede yaygın kullanılan, fotogerçekçi sonuçlar veren profesyonel render motoru.',
        badge: 'Ücretli',
        link: site.vendor.food4rhino,
      },
      {
        name: 'Enscape',
        description:
          'Rhino modeliyle canlı senkronize çalışan gerçek zamanlı render ve sanal gerçeklik aracı.',
        badge: 'Ücretli',
        link: site.vendor.food4rhino,
      },
    ],
  },
  {
    title: 'Parametrik ve Optimizasyon',
    icon: 'Workflow',
    plugins: [
      {
        name: 'Grasshopper',
        description:
          'Rhino 8 ile birlikte gelen görsel programlama ortamı; parametrik ve algoritmik tasarımın temeli.',
        badge: 'Dahili',
        link: pluginLinks.grasshopper,
      },
      {
        name: 'Galapagos',
        description:
          'Grasshopper içinde genetik algoritma ile tasarım parametrelerini bir hedefe göre optimize eden çözücü.',
        badge: 'Dahili',
        link: pluginLinks.grasshopper,
      },
      {
        name: 'Karamba3D',
        description:
          'Grasshopper içinde çalışan parametrik sonlu elemanlar analizi; taşıyıcı sistemleri tasarım sırasında değerlendirir.',
        badge: 'Ücretli',
        link: site.vendor.food4rhino,
      },
    ],
  },
  {
    title: 'BIM ve İşbirliği',
    icon: 'Building2',
    plugins: [
      {
        name: 'VisualARQ',
        description:
          "Rhino'ya duvar, kapı, pencere ve döşeme gibi parametrik mimari nesneler ve IFC desteği ekleyen BIM eklentisi.",
        badge: 'Ücretli',
        link: site.vendor.food4rhino,
      },
      {
        name: 'Rhino.Inside.Revit',
        description:
          "Rhino ve Grasshopper'ı Revit'in içinde çalıştırır; serbest formları yerel Revit elemanlarına dönüştürür.",
        badge: 'Ücretsiz',
        link: pluginLinks.rhinoInside,
      },
      {
        name: 'Speckle',
        description:
          'Rhino, Grasshopper, Revit ve diğer programlar arasında model verisini bulut üzerinden paylaşan açık kaynaklı platform.',
        badge: 'Ücretsiz',
        link: site.vendor.food4rhino,
      },
    ],
  },
]

export const otherResources: OtherResource[] = [
  {
    icon: 'BookOpen',
    title: 'Dokümantasyon',
    description: 'Rhino 8 komut başvurusu, kullanım kılavuzu ve adım adım yardım konuları.',
    link: site.vendor.docs,
    external: true,
    linkLabel: 'Belgeleri Aç',
  },
  {
    icon: 'MessagesSquare',
    title: 'Topluluk',
    description: 'Sorularınızı McNeel geliştiricileri ve deneyimli kullanıcılarla resmî forumda tartışın.',
    link: site.vendor.forum,
    external: true,
    linkLabel: 'Foruma Git',
  },
  {
    icon: 'Download',
    title: 'İndirilebilir İçerik',
    description: 'Malzeme kütüphaneleri, Grasshopper tanımları, betikler ve örnek dosyalar.',
    link: site.vendor.food4rhino,
    external: true,
    linkLabel: 'İçeriklere Göz At',
  },
  {
    icon: 'Code',
    title: 'Geliştirici Araçları',
    description: 'RhinoCommon, Python, C# ve Grasshopper SDK ile kendi eklentilerinizi geliştirin.',
    link: site.vendor.developer,
    external: true,
    linkLabel: 'Geliştirici Sitesi',
  },
]

export const pluginsIntro: SectionIntro & { badgeLegend: Record<PluginBadge, string> } = {
  eyebrow: 'Eklenti Rehberi',
  title: 'Kategorilere Göre Eklentiler',
  lead: 'Rhino 8 ile birlikte gelen araçlar ve en çok kullanılan üçüncü taraf eklentiler. Rozet, aracın Rhino ile mi geldiğini yoksa ayrıca mı edinildiğini gösterir.',
  badgeLegend: {
    Dahili: 'Rhino 8 ile birlikte gelir',
    Ücretsiz: 'Ücretsiz indirilir',
    Ücretli: 'Ayrıca lisanslanır',
  },
}

export const otherResourcesIntro: SectionIntro = {
  eyebrow: 'Daha Fazlası',
  title: 'Diğer Kaynaklar',
  lead: 'Belgeler, topluluk, indirilebilir içerik ve geliştirici araçlarıyla Rhino bilginizi derinleştirin.',
}

export const fileFormatsTitle = 'Desteklenen Dosya Formatları'

export const fileFormatsIntro = {
  eyebrow: 'Veri Alışverişi',
  /** Caption under the large 30+ figure. */
  claimLabel: 'dosya formatı',
  lead: `Rhino 8, ${FILE_FORMAT_CLAIM} dosya formatını içe ve dışa aktarır. En sık kullanılan 16 format:`,
} as const

export const fileFormats: string[] = [
  '3DM',
  'STEP',
  'IGES',
  'DWG',
  'DXF',
  'OBJ',
  'STL',
  'FBX',
  'GLTF',
  'SAT',
  'Parasolid',
  'SketchUp',
  'SolidWorks',
  'Revit',
  'AutoCAD',
  '3DS',
]

export const developerCta = {
  title: 'Kendi Aracınızı Geliştirin',
  text: 'RhinoCommon SDK, Rhino.Inside ve Grasshopper API ile iş akışınıza özel komutlar, bileşenler ve eklentiler yazın; McNeel örnekleri ve belgeleri ücretsizdir.',
  link: site.vendor.developer,
  label: 'Geliştirici Platformuna Git',
} as const
