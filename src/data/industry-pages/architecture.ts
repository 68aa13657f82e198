// /for/architecture page content; used in build and browser.
import { site } from '../../site.config'
import type { IndustryPage } from '../industries'
import { pluginLinks } from '../resources'

export const architecture: IndustryPage = {
  slug: 'architecture',
  title: 'Mimarlık için Rhino 8',
  metaTitle: 'Mimarlık için Rhino 8 – Parametrik Tasarım ve BIM',
  description:
    'Rhino 8 ve Grasshopper ile serbest formlu binalar, parametrik cepheler, çevresel analiz ve Revit ile BIM iş akışları.',
  breadcrumbLabel: 'Mimarlık',
  hero: {
    eyebrow: 'Mimarlık',
    title: 'Serbest Formdan Yapıya',
    lead: 'İlk kütle çalışmasından uygulama çizimine kadar aynı modelde kalın. Rhino 8, karmaşık geometriyi hassasiyetle çözerken Grasshopper tasarım kararlarınızı parametrik hale getirir.',
    image: '/images/industries/architecture.svg',
    imageAlt: 'Parametrik panellerle kaplanmış kıvrımlı bina cephesi',
  },
  capabilities: [
    {
      icon: 'Building2',
      title: 'Kütle ve Konsept',
      description:
        'PushPull, Gumball ve Auto CPlane ile kütle alternatiflerini dakikalar içinde üretip karşılaştırın.',
    },
    {
      icon: 'Workflow',
      title: 'Parametrik Cepheler',
      description:
        'Grasshopper ile cepheyi panellere ayırın, açıklıkları güneşe veya manzaraya göre kurallarla belirleyin.',
    },
    {
      icon: 'Layers',
      title: 'BIM İş Akışları',
      description:
        'VisualARQ ile IFC destekli mimari nesneler kullanın, Rhino.Inside.Revit ile geometriyi Revit elemanlarına aktarın.',
    },
    {
      icon: 'Sun',
      title: 'Çevresel Analiz',
      description:
        'Ladybug ile güneşlenme süresi, gölge ve radyasyon analizlerini tasarım sürecinin içinde yapın.',
    },
    {
      icon: 'PenTool',
      title: 'Kesit ve Teknik Çizim',
      description:
        'Section Styles, ClippingDrawings ve Make2D ile 3B modelden dolgulu kesitler ve paftalar üretin.',
    },
    {
      icon: 'Factory',
      title: 'Dijital Üretim',
      description:
        'Eğrisel panelleri açın, maket ve kalıp parçalarını lazer kesim, CNC veya 3B baskı için hazırlayın.',
    },
  ],
  plugins: [
    {
      name: 'Grasshopper',
      description: 'Cephe, çatı ve taşıyıcı sistemler için Rhino 8 ile gelen görsel programlama ortamı.',
      badge: 'Dahili',
      link: pluginLinks.grasshopper,
    },
    {
      name: 'VisualARQ',
      description: 'Duvar, döşeme, kapı ve pencere gibi parametrik BIM nesneleri ve IFC alışverişi.',
      badge: 'Ücretli',
      link: site.vendor.food4rhino,
    },
    {
      name: 'Rhino.Inside.Revit',
      description:
        "Rhino ve Grasshopper'ı Revit içinde çalıştırarak serbest formları Revit elemanlarına dönüştürür.",
      badge: 'Ücretsiz',
      link: pluginLinks.rhinoInside,
    },
    {
      name: 'Ladybug Tools',
      description: 'İklim verisiyle güneş, gölge, rüzgâr ve enerji analizleri yapan açık kaynaklı araçlar.',
      badge: 'Ücretsiz',
      link: site.vendor.food4rhino,
    },
  ],
  resources: [
    {
      title: 'Mimarlık Eğitimleri',
      description: 'Mimari modelleme ve Grasshopper için video ve döküman kaynakları.',
      href: '/learn',
      external: false,
    },
    {
      title: 'Grasshopper Temelleri',
      description: 'Bileşenler, veri ağaçları ve ilk parametrik tanımınız için Türkçe başlangıç rehberi.',
      href: '/wiki/grasshopper-temelleri',
      external: false,
    },
    {
      title: 'Proje Galerisi',
      description: 'Rhino ile tasarlanmış mimari projelerden örnekler.',
      href: '/gallery',
      external: false,
    },
    {
      title: 'Rhino.Inside',
      description: "Rhino'yu Revit ve diğer uygulamaların içinde çalıştırma hakkında McNeel belgeleri.",
      href: pluginLinks.rhinoInside,
      external: true,
    },
  ],
  featuredProjects: [
    {
      title: 'Dalga Kültür Merkezi',
      organization: 'Atölye Kıvrım',
      description:
        'Çift eğrilikli çatı örtüsü Grasshopper ile 1.200 panele bölündü; her panelin ölçüleri Rhino modelinden doğrudan üreticiye aktarıldı.',
      image: '/images/gallery/project-1.svg',
      imageAlt: 'Dalgalı çatı örtüsüne sahip kültür merkezinin perspektif görünüşü',
    },
    {
      title: 'Gölge Pavyonu',
      organization: 'Atölye Kıvrım',
      description:
        'Ladybug ile hesaplanan gölge değerlerine göre biçimlenen ahşap kafes pavyon; 412 parçanın tamamı CNC ile kesildi.',
      image: '/images/gallery/featured-1.svg',
      imageAlt: 'Güneşe göre biçimlenmiş ahşap kafes pavyon',
    },
  ],
  cta: {
    title: 'Bir Sonraki Projenizi Rhino 8 ile Tasarlayın',
    text: 'Grasshopper dahil tüm özellikleri 90 gün boyunca ücretsiz deneyin. Ofisiniz için lisans seçeneklerini satış ekibimizle konuşun.',
  },
}
