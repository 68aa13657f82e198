// The seven wiki categories: id → title, description and icon; their pages' addresses and an article's trail. Build and browser.
import type { WikiCategoryId } from '../shared/content-schema.ts'
import type { AreaIconName } from '../shared/icons.ts'
import type { BreadcrumbItem } from '../shared/route-manifest.ts'
import { wikiCategoryPath } from '../shared/wiki-paths.ts'

export type WikiCategoryIcon = AreaIconName<'wiki'>

export interface WikiCategory {
  id: WikiCategoryId
  title: string
  /** One or two sentences under the title of the category page (and its meta description). */
  description: string
  icon: WikiCategoryIcon
}

export const wikiCategories: WikiCategory[] = [
  {
    id: 'genel-bilgi',
    title: 'Genel Bilgi',
    description:
      "Rhino 8'i tanımak için başlangıç noktası: komut listesi, resmî yardım, forum, sık sorulan sorular ve az bilinen pratik ipuçları.",
    icon: 'BookOpen',
  },
  {
    id: 'sorun-giderme',
    title: 'Sorun Giderme',
    description:
      'Açılışta çökme, görüntü bozulmaları, ekran kartı sürücüleri, kurulum hataları ve lisans doğrulama sorunları için adım adım çözümler.',
    icon: 'Wrench',
  },
  {
    id: 'kurulum-ve-yapilandirma',
    title: 'Kurulum ve Yapılandırma',
    description:
      "Donanım seçimi, lisansların yönetimi ve Rhino'nun kurum içinde çok sayıda bilgisayara dağıtılması üzerine kılavuzlar.",
    icon: 'Settings',
  },
  {
    id: 'grasshopper',
    title: 'Grasshopper',
    description:
      "Rhino'nun görsel programlama ortamı Grasshopper: temel kavramlar, veri ağaçları, eklentiler ve tanımları düzenli tutmanın yolları.",
    icon: 'Workflow',
  },
  {
    id: 'ozellestirme',
    title: 'Özelleştirme',
    description:
      "Rhino'yu kendi çalışma biçiminize uydurun: makrolar, özel araç çubukları, görüntü modları ve tarama desenleri.",
    icon: 'Puzzle',
  },
  {
    id: 'ogrenme-kaynaklari',
    title: 'Öğrenme Kaynakları',
    description:
      'Eğitimler, kurslar, webinar kayıtları, örnek modeller ve öğretmenler için hazırlanmış ders materyalleri.',
    icon: 'GraduationCap',
  },
  {
    id: 'kaynak-ve-belgeler',
    title: 'Kaynak ve Belgeler',
    description:
      'NURBS geometrisinin teknik arka planı (eğriler, knot vektörleri, derece, ağırlıklar, kırpılmış yüzeyler), 3D tarama ve açık kaynak projeler.',
    icon: 'FileText',
  },
]

export const wikiCategoryTitle = (id: WikiCategoryId): string =>
  wikiCategories.find((category) => category.id === id)?.title ?? id

export const findWikiCategory = (id: string): WikiCategory | undefined =>
  wikiCategories.find((category) => category.id === id)

/** Title, description and breadcrumb of one category page (page 1 has no number in any of them). */
export function categoryPageInfo(
  category: WikiCategory,
  page: number,
  pageCount: number,
): { title: string; description: string; breadcrumb: BreadcrumbItem[] } {
  const first = page <= 1
  return {
    title: first ? `${category.title}: Wiki Makaleleri` : `${category.title}: Wiki Makaleleri, Sayfa ${page}`,
    description: first ? category.description : `Sayfa ${page}/${pageCount}. ${category.description}`,
    breadcrumb: [
      { label: 'Wiki', href: '/wiki' },
      ...(first
        ? [{ label: category.title }]
        : [{ label: category.title, href: wikiCategoryPath(category.id) }, { label: `Sayfa ${page}` }]),
    ],
  }
}

/**
 * An article's breadcrumb: Wiki → its category page → its parent article (if it has one) → its title. The
 * category page is the level between the wiki and every article; a parent article (teknik-incelemeler) stays a
 * level of its own below it. One function for the page, its JSON-LD and the route manifest.
 */
export function wikiArticleTrail(article: {
  title: string
  category: WikiCategoryId
  parent?: { slug: string; title: string } | undefined
}): BreadcrumbItem[] {
  return [
    { label: 'Wiki', href: '/wiki' },
    { label: wikiCategoryTitle(article.category), href: wikiCategoryPath(article.category) },
    ...(article.parent ? [{ label: article.parent.title, href: `/wiki/${article.parent.slug}` }] : []),
    { label: article.title },
  ]
}
