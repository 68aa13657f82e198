// /for/landscape page content; used in build and browser.
import { site } from '../../site.config'
import type { IndustryPage } from '../industries'
import { pluginLinks } from '../resources'

export const landscape: IndustryPage = {
  slug: 'landscape',
  title: 'Peyzaj Mimarlığı için Rhino 8',
  metaTitle: 'Peyzaj Mimarlığı için Rhino 8 – Arazi ve Bitkilendirme',
  description:
    'Rhino 8, Lands Design ve Grasshopper ile arazi modelleme, kazı-dolgu, bitkilendirme, güneş analizi ve parametrik peyzaj tasarımı.',
  breadcrumbLabel: 'Peyzaj',
  hero: {
    eyebrow: 'Peyzaj',
    title: 'Araziyi Okuyun, Mekânı Tasarlayın',
    lead: 'Halihazır haritadan, nokta bulutundan veya kontur çizgilerinden arazi modelini kurun; teras, yol ve bitkilendirmeyi eğime ve iklime göre tasarlayın.',
    image: '/images/industries/landscape.svg',
    imageAlt: 'Kontur çizgileri ve ağaçlarla gösterilen arazi modeli',
  },
  capabilities: [
    {
      icon: 'Grid3x3',
      title: 'Arazi Modelleme',
      description:
        'Kontur eğrilerinden, ölçüm noktalarından veya tarama verisinden arazi yüzeyi ve mesh oluşturun.',
    },
    {
      icon: 'Compass',
      title: 'Tesviye ve Kazı-Dolgu',
      description:
        'Platform, rampa ve teraslar için araziyi düzenleyin; kazı ve dolgu hacimlerini projenin başında görün.',
    },
    {
      icon: 'Trees',
      title: 'Bitkilendirme',
      description:
        'Lands Design bitki kütüphanesiyle türleri yerleştirin, büyüme ve mevsim değişimini görselleştirin.',
    },
    {
      icon: 'Workflow',
      title: 'Parametrik Peyzaj',
      description:
        'Grasshopper ile yürüyüş yollarını, oturma elemanlarını ve sert zemin desenlerini kurallarla üretin.',
    },
    {
      icon: 'Sun',
      title: 'Güneş ve Gölge',
      description:
        'Ladybug ve Rhino Sun ile meydan ve bahçelerde gölge süresini ve güneşlenmeyi analiz edin.',
    },
    {
      icon: 'Camera',
      title: 'Sunum ve Çizim',
      description: 'Vaziyet planlarını, kesitleri ve fotogerçekçi görselleri aynı 3B modelden hazırlayın.',
    },
  ],
  plugins: [
    {
      name: 'Lands Design',
      description:
        'Arazi, bitkilendirme, sulama ve peyzaj elemanları için Rhino tabanlı peyzaj tasarım eklentisi.',
      badge: 'Ücretli',
      link: site.vendor.food4rhino,
    },
    {
      name: 'Grasshopper',
      description:
        'Arazi analizi, yol ağları ve tekrarlayan peyzaj elemanları için parametrik tasarım ortamı.',
      badge: 'Dahili',
      link: pluginLinks.grasshopper,
    },
    {
      name: 'Ladybug Tools',
      description: 'İklim verisiyle güneş, gölge ve dış mekân konfor analizleri.',
      badge: 'Ücretsiz',
      link: site.vendor.food4rhino,
    },
    {
      name: 'Heron',
      description: "Grasshopper'a CBS (GIS) verisi, topografya ve harita altlıkları aktaran eklenti.",
      badge: 'Ücretsiz',
      link: site.vendor.food4rhino,
    },
  ],
  resources: [
    {
      title: 'Peyzaj Eğitimleri',
      description: 'Arazi modelleme ve Lands Design üzerine video ve döküman kaynakları.',
      href: '/learn',
      external: false,
    },
    {
      title: 'Grasshopper Eklentileri',
      description: 'Analiz ve CBS verisi için öne çıkan Grasshopper eklentilerinin Türkçe özeti.',
      href: '/wiki/grasshopper-plugins',
      external: false,
    },
    {
      title: '3B Dijitalleştirme',
      description: 'Tarama ve nokta bulutu verisini Rhino modeline dönüştürme yöntemleri.',
      href: '/wiki/3d-dijitallestirme',
      external: false,
    },
    {
      title: 'food4rhino',
      description: 'Peyzaj, CBS ve çevresel analiz eklentileri.',
      href: site.vendor.food4rhino,
      external: true,
    },
  ],
  cta: {
    title: 'Peyzaj Projelerinizi Rhino 8 ile Geliştirin',
    text: 'Rhino 8 ve Grasshopper ile 90 gün boyunca ücretsiz çalışın; Lands Design kurulumu ve eğitim seçenekleri için bize ulaşın.',
  },
}
