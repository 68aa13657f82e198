// Metadata of the hand-built (TSX) pages: title, description, breadcrumb and #anchors. Build and browser.
import type { BreadcrumbItem } from '../shared/route-manifest'

export interface StaticPage {
  path: string
  title: string
  description: string
  breadcrumb: BreadcrumbItem[]
  anchors?: string[]
  /** Section headings for the search documents. */
  headings?: string[]
  kind?: 'page' | 'industry'
}

export const HOME_TITLE = 'Rhino 3D Satış - Rhino 3D Satın Alma, Öğrenci Lisansı'

export const staticPages: StaticPage[] = [
  {
    path: '/',
    title: HOME_TITLE,
    description:
      'Rhino 8 Türkiye distribütörü: Rhino 3D satın alma, öğrenci ve ticari lisans fiyatları, 90 gün ücretsiz deneme, Türkçe eğitim ve destek.',
    breadcrumb: [],
    anchors: ['features', 'fiyatlar', 'sektorler', 'grasshopper', 'ekosistem'],
    headings: ["Rhino 8'e Geç", 'Fiyatlandırma', "Rhino'yu Kimler Kullanıyor?", 'Grasshopper', 'Ekosistem'],
  },
  {
    path: '/features',
    title: 'Rhino 8 Özellikleri',
    description:
      'Rhino 8 ile gelen modelleme, performans ve işbirliği yenilikleri: ShrinkWrap, SubD kırışıkları, Mac için Metal ve PushPull.',
    breadcrumb: [{ label: 'Özellikler' }],
    anchors: ['kategoriler', 'tum-ozellikler'],
    headings: ['Sürüm 8 öne çıkanlar', 'Modelleme', 'Performans', 'İşbirliği', 'Tüm Özellikler'],
  },
  {
    path: '/learn',
    title: 'Rhino Öğren: Eğitim Kaynakları',
    description:
      'Türkçe ve İngilizce Rhino eğitimleri: videolar, video serileri, tutorial ve dökümanlar; sektöre ve dile göre filtreleyin.',
    breadcrumb: [{ label: 'Öğren' }],
  },
  {
    path: '/gallery',
    title: 'Proje Galerisi',
    description:
      'Rhino ile tasarlanmış mimarlık, ürün, mücevher ve denizcilik projeleri; ödüllü çalışmalar ve proje gönderimi.',
    breadcrumb: [{ label: 'Galeri' }],
  },
  {
    path: '/resources',
    title: 'Eklentiler ve Kaynaklar',
    description:
      'Rhino eklenti rehberi: modelleme, render, parametrik tasarım ve BIM eklentileri, dosya formatları ve geliştirici kaynakları.',
    breadcrumb: [{ label: 'Kaynaklar' }],
    anchors: ['eklentiler', 'formatlar'],
  },
  {
    path: '/wiki',
    title: 'Rhino Türkçe Wiki',
    description:
      'Rhino 8 için Türkçe bilgi bankası: komut listesi, sorun giderme, kurulum, Grasshopper, özelleştirme ve NURBS teknik makaleleri.',
    breadcrumb: [{ label: 'Wiki' }],
  },
  {
    path: '/offices',
    title: 'Türkiye Ofisleri',
    description:
      'Resmi Rhino lisans satış ofisleri ve sertifikalı yetkili eğitim merkezleri: İstanbul, İzmir ve diğer şehirlerdeki iletişim bilgileri.',
    breadcrumb: [{ label: 'Ofisler' }],
    anchors: ['satis', 'egitim'],
    headings: ['Resmi Lisans Satış Ofisleri', 'Sertifikalı Yetkili Eğitim Merkezleri'],
  },
  {
    path: '/support',
    title: 'Destek Merkezi',
    description:
      'Rhino destek merkezi: lisanslama, kurulum, sorun giderme, eğitim ve topluluk kaynaklarına tek yerden ulaşın.',
    breadcrumb: [{ label: 'Destek' }],
  },
  {
    path: '/download',
    title: 'Rhino 8 İndir',
    description:
      'Rhino 8 için 90 günlük ücretsiz deneme, lisanslı sürüm, WIP, eklentiler, lisanslama belgeleri ve sistem gereksinimleri.',
    breadcrumb: [{ label: 'İndir' }],
  },
  {
    path: '/irhino',
    title: 'iRhino 3D: iPhone ve iPad için Rhino Görüntüleyici',
    description:
      "iRhino 3D ile 3dm dosyalarını iPhone ve iPad'de ücretsiz görüntüleyin: artırılmış gerçeklik, işaretlemeler, LiDAR ile oda ve nesne tarama.",
    breadcrumb: [{ label: 'iRhino 3D' }],
  },
]

/** A hand-built page's entry; throws for a path missing from the table (build time: loaders, content pipeline). */
export function staticPage(path: string): StaticPage {
  const page = staticPages.find((candidate) => candidate.path === path)
  if (!page) throw new Error(`No page metadata for ${path} in src/data/pages.ts`)
  return page
}
