// /for/marine page content; used in build and browser.
import { site } from '../../site.config'
import type { IndustryPage } from '../industries'
import { pluginLinks } from '../resources'

export const marine: IndustryPage = {
  slug: 'marine',
  title: 'Denizcilik için Rhino 8',
  metaTitle: 'Denizcilik için Rhino 8 – Tekne Tasarımı ve Fairing',
  description:
    'Rhino 8 ile pürüzsüz tekne gövdeleri, eğrilik analizi, Orca3D ile hidrostatik hesaplar ve imalata hazır kaplama açılımları.',
  breadcrumbLabel: 'Denizcilik',
  hero: {
    eyebrow: 'Denizcilik',
    title: 'Pürüzsüz Gövdeler, Hassas Üretim',
    lead: 'Yatlardan iş teknelerine kadar gövde formunu NURBS yüzeylerle modelleyin, eğrilik analizleriyle kusursuzlaştırın ve aynı modelden kalıp, kesim ve kaplama verisini çıkarın.',
    image: '/images/industries/marine.svg',
    imageAlt: 'Eğrilik analizi renkleriyle gösterilen yat teknesi gövdesi',
  },
  capabilities: [
    {
      icon: 'Ship',
      title: 'Gövde Modelleme ve Fairing',
      description:
        'Az sayıda kontrol noktasıyla tanımlanan NURBS yüzeylerle gövdeyi kurun, hatları fairing ile tamamen pürüzsüz hale getirin.',
    },
    {
      icon: 'Eye',
      title: 'Eğrilik Analizi',
      description:
        'CurvatureGraph, Zebra ve CurvatureAnalysis ile su hatlarında ve postalarda sürekliliği anında kontrol edin.',
    },
    {
      icon: 'Ruler',
      title: 'Hidrostatik Hesaplar',
      description:
        'Orca3D ile deplasman, yüzme merkezi, stabilite ve direnç tahminlerini modelden ayrılmadan hesaplayın.',
    },
    {
      icon: 'Scissors',
      title: 'Kaplama Açılımı',
      description:
        'UnrollSrf ve Squish ile çift eğrilikli kaplama levhalarını düzleme açın, kesim dosyalarını hazırlayın.',
    },
    {
      icon: 'Spline',
      title: 'Postalar ve Su Hatları',
      description:
        'Contour ve Section komutlarıyla postaları, su hatlarını ve batoklarını otomatik üretip çizim paftasına yerleştirin.',
    },
    {
      icon: 'Factory',
      title: 'Kalıp ve CNC',
      description:
        'Erkek kalıp (plug), dişi kalıp ve iç yapı elemanlarını CNC işleme ve kompozit üretim için hazırlayın.',
    },
  ],
  plugins: [
    {
      name: 'Orca3D',
      description:
        'Tekne formu oluşturma, hidrostatik, stabilite ve direnç analizi için denizcilik eklentisi.',
      badge: 'Ücretli',
      link: site.vendor.food4rhino,
    },
    {
      name: 'RhinoCAM',
      description: 'Rhino içinde 2,5 ve 5 eksen CNC takım yolları; kalıp ve plug işleme için.',
      badge: 'Ücretli',
      link: site.vendor.food4rhino,
    },
    {
      name: 'Grasshopper',
      description: 'Postaları, iç yapı elemanlarını ve tekrarlayan detayları parametrik olarak üretmek için.',
      badge: 'Dahili',
      link: pluginLinks.grasshopper,
    },
  ],
  resources: [
    {
      title: 'Denizcilik Eğitimleri',
      description: 'Gövde modelleme ve fairing üzerine video ve döküman kaynakları.',
      href: '/learn',
      external: false,
    },
    {
      title: 'Yüzey Parametrizasyonu',
      description: 'Pürüzsüz gövde yüzeyleri için kontrol noktası ve parametre düzeninin önemi.',
      href: '/wiki/surface-parameterization',
      external: false,
    },
    {
      title: 'Proje Galerisi',
      description: 'Rhino ile tasarlanmış tekne ve yat projelerinden örnekler.',
      href: '/gallery',
      external: false,
    },
    {
      title: 'Rhino 8 Yardım',
      description: 'Analiz ve yüzey komutlarının ayrıntılı açıklamaları.',
      href: site.vendor.docs,
      external: true,
    },
  ],
  featuredProjects: [
    {
      title: 'Hafif Yelkenli Gövdesi',
      organization: 'Rota Deniz Tasarım',
      description:
        "9 metrelik kompozit yelkenli. Gövde Rhino'da modellendi, hidrostatik hesaplar Orca3D ile yapıldı ve kalıp üretimi tek bir 3dm dosyası üzerinden yürütüldü.",
      image: '/images/gallery/project-4.svg',
      imageAlt: 'Kompozit gövdeli yelkenlinin yan profili',
    },
    {
      title: '14 Metrelik Gezi Teknesi',
      organization: 'Rota Deniz Tasarım',
      description:
        'Gövde yüzeyleri eğrilik analiziyle pürüzsüzleştirildi; kaplama levhaları açılarak tersanenin kesim tezgâhına gönderildi.',
      // The gallery has no second boat illustration yet; the hull drawing from the hero fits this project.
      image: '/images/industries/marine.svg',
      imageAlt: 'Postaları ve su hatları eğrilik analiziyle gösterilen gezi teknesi gövdesi',
    },
  ],
  cta: {
    title: 'Bir Sonraki Teknenizi Rhino 8 ile Çizin',
    text: 'Tüm yüzey ve analiz araçlarını 90 gün boyunca ücretsiz deneyin; tersane ve tasarım ofisleri için ağ lisansı seçeneklerini bize sorun.',
  },
}
