// Content of the /features overview: hero, version 8 highlights, categories and accordion groups; used in build and browser.

export type FeatureIcon =
  | 'Spline'
  | 'Shapes'
  | 'Boxes'
  | 'Gauge'
  | 'Zap'
  | 'Cpu'
  | 'Users'
  | 'Files'
  | 'Cloud'
  | 'PenTool'
  | 'Wrench'
  | 'Monitor'
  | 'Eye'
  | 'Sun'

export interface Feature {
  icon: FeatureIcon
  title: string
  description: string
}

export interface FeatureGroup {
  title: string
  icon: FeatureIcon
  features: Feature[]
}

export { expandableGroups, type ExpandableFeatureGroup } from './features-accordion'

export const hero = {
  title: 'Rhino 8 Özellikleri',
  lead: 'Serbest form NURBS, SubD ve mesh modellemeyi tek bir programda birleştiren Rhino 8; karmaşıklık, derece ve boyut sınırı olmadan tasarlamanızı sağlar. 90 gün boyunca tüm özellikleri ücretsiz deneyin.',
  trialLabel: 'Ücretsiz Deneyin',
  trialLink: '/download',
} as const

export const highlightsTitle = "Rhino 8'de Öne Çıkanlar"

export const highlights: string[] = [
  'ShrinkWrap ile tek adımda su geçirmez mesh',
  'PushPull ve geliştirilmiş Gumball ile doğrudan düzenleme',
  'SubD kenarlarında Crease ile keskin geçişler',
  "Mac'te Metal ve Apple Silicon ile akıcı ekran",
  'Section Styles ile dolgulu kesit çizimleri',
  'Python 3 ve C# destekli yeni Script Editor',
]

export const featureCategories: FeatureGroup[] = [
  {
    title: 'Modelleme',
    icon: 'Spline',
    features: [
      {
        icon: 'Spline',
        title: 'Serbest Form NURBS',
        description:
          'Eğri, yüzey ve katıları matematiksel doğrulukla modelleyin; sonuç doğrudan üretime ve CNC işlemeye aktarılabilir.',
      },
      {
        icon: 'Shapes',
        title: 'SubD ile Organik Tasarım',
        description:
          'Yumuşak ve organik formları hızla şekillendirin, ardından tek komutla NURBS yüzeylerine dönüştürün.',
      },
      {
        icon: 'Boxes',
        title: 'Mesh ve Tarama Verisi',
        description:
          'Tarama verisini ve mesh modelleri onarın, sadeleştirin; QuadRemesh ve ShrinkWrap ile temiz geometri elde edin.',
      },
    ],
  },
  {
    title: 'Performans',
    icon: 'Gauge',
    features: [
      {
        icon: 'Gauge',
        title: 'Metal ile Hızlı Ekran',
        description:
          "Mac'te Metal grafik altyapısı, yoğun modellerde görünüm pencerelerini eski sürüme göre kat kat hızlandırır.",
      },
      {
        icon: 'Cpu',
        title: 'Apple Silicon ve .NET Core',
        description:
          "Rhino 8, Apple Silicon işlemcilerde yerel olarak çalışır; Windows'ta varsayılan olarak modern .NET Core altyapısını kullanır.",
      },
      {
        icon: 'Zap',
        title: 'Büyük Modellerde Akıcılık',
        description:
          'Yenilenen görüntüleme altyapısı, binlerce nesne ve blok içeren dosyalarda gezinmeyi akıcı tutar.',
      },
    ],
  },
  {
    title: 'İşbirliği',
    icon: 'Users',
    features: [
      {
        icon: 'Files',
        title: '30+ Dosya Formatı',
        description:
          'DWG, STEP, IGES, OBJ, FBX ve glTF gibi formatlarla diğer CAD, BIM ve render yazılımlarıyla sorunsuz veri alışverişi yapın.',
      },
      {
        icon: 'Users',
        title: 'Worksession ile Ekip Çalışması',
        description:
          'Büyük projeleri dosyalara bölün; ekip üyeleri birbirinin dosyasını referans olarak görürken kendi parçasında çalışsın.',
      },
      {
        icon: 'Cloud',
        title: 'Cloud Zoo ile Esnek Lisans',
        description:
          'Lisansınızı hesabınıza veya ekibinize bağlayın, farklı bilgisayarlarda oturum açarak kullanın.',
      },
    ],
  },
]

export const closingCta = {
  title: "Rhino 8'i 90 Gün Ücretsiz Deneyin",
  text: 'Tüm özellikler açık, kredi kartı gerekmez. Deneme süresi boyunca teknik destek de dahildir.',
  label: 'Ücretsiz İndirin',
  link: '/download',
} as const

/** Eyebrow, title and lead of a page section (SectionHeader); the catalog pages' data modules share it. */
export interface SectionIntro {
  eyebrow: string
  title: string
  lead: string
}

export const categoriesIntro: SectionIntro = {
  eyebrow: 'Neler Yeni?',
  title: 'Üç Başlıkta Rhino 8',
  lead: 'Modelleme araçlarından ekran performansına ve ekip çalışmasına kadar Rhino 8 ile gelen başlıca yenilikler.',
}

export const accordionIntro: SectionIntro = {
  eyebrow: 'Komut Rehberi',
  title: 'Tüm Özellikler',
  lead: 'Araçları iş akışına göre beş grupta topladık. Bir grubu açtığınızda diğeri kapanır; başlığa yeniden tıklayarak kapatabilirsiniz.',
}

export interface FeatureDetailLink {
  href: '/features/shrinkwrap' | '/features/subd-creases' | '/features/metal' | '/features/modeling'
  title: string
  description: string
  /** Rhino command (or display technology) shown as a chip. */
  command: string
  image: string
  imageAlt: string
}

export const detailPagesIntro: SectionIntro & { linkLabel: string } = {
  eyebrow: 'Yakından Bakın',
  title: 'Öne Çıkan Yenilikler',
  lead: "Rhino 8'in en çok konuşulan dört yeniliğini kullanım alanları, ayarları ve ipuçlarıyla ayrıntılı inceleyin.",
  linkLabel: 'Ayrıntıları İnceleyin',
}

export const detailPages: FeatureDetailLink[] = [
  {
    href: '/features/shrinkwrap',
    title: 'ShrinkWrap',
    description:
      'Açık veya kusurlu geometrinin çevresinde 3B baskıya hazır, su geçirmez tek parça mesh oluşturun.',
    command: 'ShrinkWrap',
    image: '/images/features/shrinkwrap.svg',
    imageAlt: 'Delikli bir modelin çevresine sarılmış kapalı mesh kabuk',
  },
  {
    href: '/features/subd-creases',
    title: 'SubD Kıvrımları',
    description: 'Organik SubD formlarda istediğiniz kenarları keskinleştirin, yumuşak geçişleri koruyun.',
    command: 'Crease',
    image: '/images/features/subd-creases.svg',
    imageAlt: 'Keskin kırışık kenarları olan organik SubD form',
  },
  {
    href: '/features/metal',
    title: "Mac'te Metal",
    description:
      "Apple'ın Metal grafik arayüzüyle görünüm pencerelerinde Rhino 7'ye göre 24 kata varan hızlanma.",
    command: 'Metal',
    image: '/images/features/metal.svg',
    imageAlt: 'Mac ekranında akıcı biçimde döndürülen ayrıntılı 3B model',
  },
  {
    href: '/features/modeling',
    title: 'Modelleme Basitleştirildi',
    description:
      'PushPull, geliştirilmiş Gumball, yüzey fileto ve RefitTrim ile daha az adımda daha çok model.',
    command: 'PushPull',
    image: '/images/features/modeling.svg',
    imageAlt: 'Gumball oklarıyla bir yüzü dışarı çekilen katı model',
  },
]
