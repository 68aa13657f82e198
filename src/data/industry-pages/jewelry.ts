// /for/jewelry page content; used in build and browser.
import { site } from '../../site.config'
import type { IndustryPage } from '../industries'

export const jewelry: IndustryPage = {
  slug: 'jewelry',
  title: 'Mücevher Tasarımı için Rhino 8',
  metaTitle: 'Mücevher Tasarımı için Rhino 8 – Taş Yerleşimi ve Döküm',
  description:
    'Rhino 8 ile yüzük, kolye ve küpe tasarımı, taş yerleşimi, ağırlık hesabı ve döküm ya da 3B baskı için hatasız STL çıktısı.',
  breadcrumbLabel: 'Mücevher',
  hero: {
    eyebrow: 'Mücevher',
    title: 'Milimetrenin Altındaki Hassasiyet',
    lead: 'Taş yuvalarından organik motiflere kadar her detayı üretilebilir doğrulukta modelleyin. Rhino 8 ve mücevher eklentileri, tasarımı müşteri sunumundan döküme kadar tek dosyada tutar.',
    image: '/images/industries/jewelry.svg',
    imageAlt: 'Taş yuvaları görünen pırlanta yüzük modeli',
  },
  capabilities: [
    {
      icon: 'Gem',
      title: 'Taş Yerleşimi',
      description:
        'Pırlanta ve renkli taşları yüzey üzerine dizin; tırnak, kanal ve pavé yuvalarını taş boyutuna göre oluşturun.',
    },
    {
      icon: 'Ruler',
      title: 'Yüzük Ölçüleri',
      description:
        'Yüzüğü farklı ölçülere uyarlayın, ray kesitleri ve profillerle kol kalınlığını hassas biçimde kontrol edin.',
    },
    {
      icon: 'Shapes',
      title: 'Organik Formlar',
      description:
        'SubD ile yaprak, çiçek ve figür motiflerini serbestçe şekillendirin, Crease ile keskin kenarları koruyun.',
    },
    {
      icon: 'Printer',
      title: 'Döküm ve 3B Baskı',
      description:
        'Kapalı katıları STL olarak dışa aktarın; ShrinkWrap ile karmaşık parçaları tek parça, su geçirmez mesh haline getirin.',
    },
    {
      icon: 'Gauge',
      title: 'Ağırlık ve Maliyet',
      description:
        'Volume komutuyla hacmi ölçün, seçtiğiniz alaşımın yoğunluğuyla metal ağırlığını ve maliyeti önceden hesaplayın.',
    },
    {
      icon: 'Camera',
      title: 'Fotogerçekçi Sunum',
      description:
        'Metal ve taş malzemeleriyle Rhino Render kullanarak müşteriye üretimden önce onaylatacağınız görseller hazırlayın.',
    },
  ],
  plugins: [
    {
      name: 'MatrixGold',
      description:
        'Rhino tabanlı profesyonel mücevher tasarım ortamı; taş, yuva ve yüzük oluşturucuları içerir.',
      badge: 'Ücretli',
      link: site.vendor.food4rhino,
    },
    {
      name: 'RhinoGold',
      description: 'Taş yerleşimi, yüzük oluşturma ve render araçları sunan mücevher tasarım eklentisi.',
      badge: 'Ücretli',
      link: site.vendor.food4rhino,
    },
    {
      name: 'Peacock',
      description: 'Grasshopper için taş dizimi ve yuva üretimi gibi mücevher odaklı parametrik bileşenler.',
      badge: 'Ücretsiz',
      link: site.vendor.food4rhino,
    },
    {
      name: 'Clayoo',
      description: 'Organik takı formları için SubD tabanlı modelleme ve heykel araçları.',
      badge: 'Ücretli',
      link: site.vendor.food4rhino,
    },
  ],
  resources: [
    {
      title: 'Mücevher Eğitimleri',
      description: 'Yüzük modellemeden taş yerleşimine kadar video ve döküman kaynakları.',
      href: '/learn',
      external: false,
    },
    {
      title: 'SubD Kırışıklıkları',
      description: 'Organik formlarda keskin kenar kontrolü için Crease ve ilgili komutlar.',
      href: '/features/subd-creases',
      external: false,
    },
    {
      title: 'ShrinkWrap',
      description: 'Döküm ve baskı öncesinde su geçirmez mesh hazırlama adımları.',
      href: '/features/shrinkwrap',
      external: false,
    },
    {
      title: 'food4rhino',
      description: 'Mücevher eklentileri, malzeme kütüphaneleri ve Grasshopper tanımları.',
      href: site.vendor.food4rhino,
      external: true,
    },
  ],
  cta: {
    title: 'Koleksiyonunuzu Rhino 8 ile Tasarlayın',
    text: "Rhino 8'i 90 gün boyunca ücretsiz deneyin, mücevher eklentileriyle birlikte kullanın ve ilk modelinizi dökümhaneye gönderin.",
  },
}
