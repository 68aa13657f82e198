// /download content: trial, licensed, mobile, WIP, plugin, licensing, documentation, system-requirement and legacy links; used in build and browser.
import { site } from '../site.config'

export type DownloadGroupId =
  | 'deneme'
  | 'lisansli'
  | 'mobil'
  | 'wip'
  | 'eklentiler'
  | 'lisanslama'
  | 'dokumantasyon'
  | 'sistem-gereksinimleri'
  | 'eski'

export interface DownloadItem {
  title: string
  description: string
  href: string
  /** External links open in a new tab; internal ones navigate inside the app. */
  external: boolean
  label: string
}

/** Lucide icon names (see src/components/ui/icon.tsx) used on this page. */
export type DownloadIcon =
  | 'Download'
  | 'KeyRound'
  | 'Smartphone'
  | 'Wrench'
  | 'Puzzle'
  | 'ShieldCheck'
  | 'BookOpen'
  | 'Monitor'
  | 'Package'
  | 'Clock'
  | 'UserCheck'
  | 'TriangleAlert'

export interface DownloadGroup {
  id: DownloadGroupId
  icon: DownloadIcon
  title: string
  description: string
  items: DownloadItem[]
}

/** Vendor pages not kept in site.config because only this page links to them. */
const archive = 'https://www.rhino3d.com/download/archive/'
const systemRequirements7 = 'https://www.rhino3d.com/7/system-requirements/'
const systemRequirements6 = 'https://www.rhino3d.com/6/system-requirements/'

export const downloadHero = {
  eyebrow: 'Kurulum Dosyaları',
  title: 'İndirmeler',
  lead: 'Rhino 8 deneme sürümü, lisanslı kurulum dosyaları, eklentiler, lisans sunucusu ve eski sürümler tek sayfada.',
  /** Label of the in-page jump list to the groups. */
  jumpLabel: 'Bu sayfada',
} as const

/** Trial rules shown on the trial card (spec: 90 days, once per person, saving and plugins stop afterwards). */
export const trialFacts: { icon: DownloadIcon; text: string }[] = [
  { icon: 'Clock', text: '90 gün boyunca tüm özellikler açık; kredi kartı gerekmez' },
  { icon: 'UserCheck', text: 'Deneme hakkı kişi başına yalnızca bir kez verilir' },
  { icon: 'TriangleAlert', text: 'Süre bitince kaydetme ve eklentiler çalışmaz' },
]

export const downloadGroups: DownloadGroup[] = [
  {
    id: 'deneme',
    icon: 'Download',
    title: 'Ücretsiz Deneme',
    description:
      'Rhino 8 tam sürümünü 90 gün boyunca ücretsiz kullanın. Deneme kişi başına bir kez verilir; süre bitince kaydetme ve eklentiler çalışmaz.',
    items: [
      {
        title: 'Rhino 8 – 90 Günlük Deneme',
        description:
          "Windows ve Mac için. McNeel'in kısa anketini doldurup hesabınızla giriş yaptıktan sonra indirme başlar.",
        href: site.vendor.trialSurvey,
        external: true,
        label: 'Denemeyi İndir',
      },
    ],
  },
  {
    id: 'lisansli',
    icon: 'KeyRound',
    title: 'Lisanslı Sürüm',
    description: 'Lisans sahipleri için en güncel Rhino 8 servis sürümü.',
    items: [
      {
        title: 'Rhino 8 – En Son Sürüm',
        description:
          'Geçerli bir Rhino 8 lisans anahtarı veya Cloud Zoo hesabı gerekir. Servis güncellemeleri ücretsizdir.',
        href: site.vendor.download,
        external: true,
        label: 'İndir',
      },
    ],
  },
  {
    id: 'mobil',
    icon: 'Smartphone',
    title: 'Mobil',
    description: 'Rhino modellerinizi iPhone ve iPad üzerinde görüntüleyin.',
    items: [
      {
        title: 'iRhino 3D',
        description:
          '3dm dosyaları için ücretsiz iOS görüntüleyici; artırılmış gerçeklik ve LiDAR tarama içerir.',
        href: '/irhino',
        external: false,
        label: 'Ayrıntılar',
      },
    ],
  },
  {
    id: 'wip',
    icon: 'Wrench',
    title: 'Geliştirme Sürümü (WIP)',
    description: 'Bir sonraki Rhino sürümünün üzerinde çalışılan özelliklerini erkenden deneyin.',
    items: [
      {
        title: 'Rhino WIP',
        description:
          'Geçerli bir Rhino 8 lisansıyla çalışır. Test amaçlıdır; üretim projelerinde kullanılması önerilmez.',
        href: site.vendor.wip,
        external: true,
        label: "WIP'i İndir",
      },
    ],
  },
  {
    id: 'eklentiler',
    icon: 'Puzzle',
    title: 'Eklentiler',
    description: 'Rhino 8 yeteneklerini animasyon ve üçüncü taraf araçlarla genişletin.',
    items: [
      {
        title: 'Bongo – Animasyon Eklentisi',
        description:
          'Rhino içinde anahtar kare animasyonu, mekanizma ve montaj hareketleri. 30 günlük deneme sürümü vardır.',
        href: site.vendor.bongo,
        external: true,
        label: 'Bongo İndir',
      },
      {
        title: 'food4rhino Eklenti Pazarı',
        description: 'Rhino ve Grasshopper için ücretsiz ve ücretli yüzlerce eklenti, malzeme ve betik.',
        href: site.vendor.food4rhino,
        external: true,
        label: 'Eklentilere Göz At',
      },
    ],
  },
  {
    id: 'lisanslama',
    icon: 'ShieldCheck',
    title: 'Lisanslama',
    description: 'Lisans yönetim yöntemini seçin ve kurulum adımlarını inceleyin.',
    items: [
      {
        title: 'Lisans Yönetim Yöntemleri',
        description: 'Tek bilgisayar, Cloud Zoo ve LAN Zoo arasından size uygun olanı seçin.',
        href: '/licensing/methods',
        external: false,
        label: 'Git',
      },
      {
        title: 'Cloud Zoo',
        description: 'Lisansınızı hesabınıza veya ekibinize bağlayıp istediğiniz bilgisayarda kullanın.',
        href: '/licensing/cloud-zoo',
        external: false,
        label: 'Git',
      },
      {
        title: 'LAN Zoo',
        description:
          'Yerel ağdaki Windows sunucusundan lisans dağıtımı; okul laboratuvarları ve ofisler için.',
        href: '/licensing/lan-zoo',
        external: false,
        label: 'Git',
      },
      {
        title: 'Son Kullanıcı Lisans Sözleşmesi',
        description: 'Rhino 8 kullanım hakları, lisans türleri ve kısıtlamalar.',
        href: '/licensing/eula',
        external: false,
        label: 'Git',
      },
    ],
  },
  {
    id: 'dokumantasyon',
    icon: 'BookOpen',
    title: 'Dokümantasyon',
    description: 'Kurulumdan ileri seviye komutlara kadar yardım kaynakları.',
    items: [
      {
        title: 'Rhino 8 Yardım',
        description: 'Tüm komutların açıklamaları ve kullanım kılavuzu.',
        href: site.vendor.docs,
        external: true,
        label: 'Görüntüle',
      },
      {
        title: 'McNeel Wiki',
        description: 'Kurulum, lisanslama ve sorun giderme üzerine teknik makaleler.',
        href: site.vendor.wiki,
        external: true,
        label: 'Görüntüle',
      },
      {
        title: 'Türkçe Wiki',
        description: 'Sık sorulan sorular, sorun giderme ve NURBS kavramları Türkçe olarak.',
        href: '/wiki',
        external: false,
        label: 'Git',
      },
    ],
  },
  {
    id: 'sistem-gereksinimleri',
    icon: 'Monitor',
    title: 'Sistem Gereksinimleri',
    description: 'Kurulumdan önce işletim sistemi, donanım ve grafik kartı gereksinimlerini kontrol edin.',
    items: [
      {
        title: 'Rhino WIP',
        description: 'Geliştirme sürümünün gereksinimleri indirme sayfasında listelenir.',
        href: site.vendor.wip,
        external: true,
        label: 'Görüntüle',
      },
      {
        title: 'Rhino 8',
        description:
          'Windows 10/11 (64 bit) veya macOS 12.4 ve üzeri; OpenGL 4.1 destekli grafik kartı gerekir.',
        href: site.vendor.systemRequirements,
        external: true,
        label: 'Görüntüle',
      },
      {
        title: 'Rhino 7',
        description: 'Rhino 7 için işletim sistemi ve donanım gereksinimleri.',
        href: systemRequirements7,
        external: true,
        label: 'Görüntüle',
      },
      {
        title: 'Rhino 6',
        description: 'Rhino 6 için işletim sistemi ve donanım gereksinimleri.',
        href: systemRequirements6,
        external: true,
        label: 'Görüntüle',
      },
    ],
  },
  {
    id: 'eski',
    icon: 'Package',
    title: 'Eski Sürümler ve Araçlar',
    description: 'Lisans sunucusu, önceki Rhino sürümleri ve artık geliştirilmeyen ürünler.',
    items: [
      {
        title: 'Zoo – LAN Lisans Yöneticisi',
        description: 'Ağ lisanslarını yerel Windows sunucusu üzerinden dağıtan Zoo 8 kurulum dosyası.',
        href: site.vendor.zooDownload,
        external: true,
        label: 'İndir',
      },
      {
        title: 'Rhino 7 Arşivi',
        description: 'Rhino 7 lisans sahipleri için son servis sürümü.',
        href: archive,
        external: true,
        label: 'Arşive Git',
      },
      {
        title: 'Rhino 6 Arşivi',
        description: 'Rhino 6 lisans sahipleri için son servis sürümü.',
        href: archive,
        external: true,
        label: 'Arşive Git',
      },
      {
        title: 'Rhino 5 Arşivi',
        description: 'Rhino 5 lisans sahipleri için son servis sürümü.',
        href: archive,
        external: true,
        label: 'Arşive Git',
      },
      {
        title: 'Eski Lisans Anahtarları',
        description: 'Eski anahtarlarla çalışan önceki sürümlerin kurulum sayfaları.',
        href: archive,
        external: true,
        label: 'Görüntüle',
      },
      {
        title: 'Üretimi Durdurulan Ürünler',
        description: 'Artık satılmayan ve geliştirilmeyen McNeel ürünlerinin son sürümleri.',
        href: archive,
        external: true,
        label: 'Görüntüle',
      },
    ],
  },
]
