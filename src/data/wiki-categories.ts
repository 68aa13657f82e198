// The seven wiki categories: id → title and icon. Build and browser.
import type { WikiCategoryId } from '../shared/content-schema'

export type WikiCategoryIcon =
  'BookOpen' | 'Wrench' | 'Settings' | 'Workflow' | 'Puzzle' | 'GraduationCap' | 'FileText'

export interface WikiCategory {
  id: WikiCategoryId
  title: string
  icon: WikiCategoryIcon
}

export const wikiCategories: WikiCategory[] = [
  { id: 'genel-bilgi', title: 'Genel Bilgi', icon: 'BookOpen' },
  { id: 'sorun-giderme', title: 'Sorun Giderme', icon: 'Wrench' },
  { id: 'kurulum-ve-yapilandirma', title: 'Kurulum ve Yapılandırma', icon: 'Settings' },
  { id: 'grasshopper', title: 'Grasshopper', icon: 'Workflow' },
  { id: 'ozellestirme', title: 'Özelleştirme', icon: 'Puzzle' },
  { id: 'ogrenme-kaynaklari', title: 'Öğrenme Kaynakları', icon: 'GraduationCap' },
  { id: 'kaynak-ve-belgeler', title: 'Kaynak ve Belgeler', icon: 'FileText' },
]

export const wikiCategoryTitle = (id: WikiCategoryId): string =>
  wikiCategories.find((category) => category.id === id)?.title ?? id

/** The article the wiki browser opens with. */
export const DEFAULT_WIKI_ARTICLE = 'command-list'
