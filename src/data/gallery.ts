// Gallery content: illustrative project cards, award-winning projects and the submission call to action; used in build and browser.
import { site } from '../site.config'
import type { SectionIntro } from './features'

export interface GalleryItem {
  title: string
  category: 'Mimarlık' | 'Ürün Tasarımı' | 'Mücevher' | 'Denizcilik' | 'Otomotiv' | 'Peyzaj'
  /** Studio or team name. */
  author: string
  image: string
  imageAlt: string
  description: string
  /** External 'Detayları Görüntüle' link; opens in a new tab. */
  url: string
}

export interface FeaturedProject {
  title: string
  organization: string
  description: string
  image: string
  imageAlt: string
  award: string
}

export interface SubmitProject {
  title: string
  text: string
  buttonLabel: string
  /** Subject of the mail link to site.email. */
  subject: string
}

/** The vendor gallery: the page every project card links to for more work like it. */
const vendorGallery = 'https://www.rhino3d.com/gallery/'

export const galleryHero = {
  title: 'Proje Galerisi',
  lead: "Türkiye'den tasarım ekiplerinin Rhino 8 ve Grasshopper ile geliştirdiği örnek çalışmalar. Projeler, farklı sektörlerde kurulan iş akışlarını göstermek için seçildi.",
} as const

export const projectsIntro: SectionIntro & { detailsLabel: string } = {
  eyebrow: 'Projeler',
  title: 'Sektörlerden Örnek Çalışmalar',
  lead: 'Mimarlıktan denizciliğe, her proje Rhino ile kurulan farklı bir tasarım ve üretim sürecini anlatıyor.',
  detailsLabel: 'Detayları Görüntüle',
}

export const galleryItems: GalleryItem[] = [
  {
    title: 'Dalga Kültür Merkezi',
    category: 'Mimarlık',
    author: 'Atölye Kıvrım',
    image: '/images/gallery/project-1.svg',
    imageAlt: 'Dalgalı çatı örtüsüne sahip kültür merkezinin perspektif görünüşü',
    description:
      'Çift eğrilikli çatı Grasshopper ile panellere ayrıldı; her panelin kesim ölçüleri doğrudan üreticiye aktarıldı.',
    url: vendorGallery,
  },
  {
    title: 'Çelik Çaydanlık',
    category: 'Ürün Tasarımı',
    author: 'Form Ofis',
    image: '/images/gallery/project-2.svg',
    imageAlt: 'Profil eğrileri ve izoeğrileri gösterilen çaydanlık gövdesi',
    description:
      'SubD ile şekillendirilen gövde ve sap NURBS yüzeylere dönüştürüldü; derin çekme kalıbı için yüzey sürekliliği G2 ile kontrol edildi.',
    url: vendorGallery,
  },
  {
    title: 'Lale Motifli Yüzük Koleksiyonu',
    category: 'Mücevher',
    author: 'Mihenk Tasarım',
    image: '/images/gallery/project-3.svg',
    imageAlt: 'Lale biçimli taş yuvaları olan altın yüzük modeli',
    description:
      'Taş yerleşimleri parametrik olarak kuruldu; modeller döküm öncesi reçine baskı için STL olarak hazırlandı.',
    url: vendorGallery,
  },
  {
    title: '14 Metrelik Gezi Teknesi',
    category: 'Denizcilik',
    author: 'Rota Deniz Tasarım',
    image: '/images/gallery/project-4.svg',
    imageAlt: 'Su hattı ve bölmeleri çizilmiş gezi teknesi gövdesi',
    description:
      'Gövde yüzeyleri eğrilik analiziyle pürüzsüzleştirildi; kaplama levhaları açılarak kesim dosyaları çıkarıldı.',
    url: vendorGallery,
  },
  {
    title: 'Şehir İçi Elektrikli Otomobil',
    category: 'Otomotiv',
    author: 'Eksen Endüstriyel',
    image: '/images/gallery/project-5.svg',
    imageAlt: 'Yüzey izoeğrileri görünen kompakt otomobil gövdesinin yan görünüşü',
    description:
      'Class-A yüzey kalitesine yakın kaporta, Zebra analiziyle kontrol edilerek mühendislik ekibine STEP olarak teslim edildi.',
    url: vendorGallery,
  },
  {
    title: 'Kıyı Parkı Düzenlemesi',
    category: 'Peyzaj',
    author: 'Yeşil Hat Peyzaj',
    image: '/images/gallery/project-6.svg',
    imageAlt: 'Teraslanmış yürüyüş yolları ve ağaçlarla kıyı parkı planı',
    description:
      'Halihazır harita verisinden arazi modeli oluşturuldu; teraslar ve yürüyüş yolları eğime göre parametrik olarak yerleştirildi.',
    url: site.vendor.food4rhino,
  },
]

export const featuredProjects: FeaturedProject[] = [
  {
    title: 'Gölge Pavyonu',
    organization: 'Atölye Kıvrım',
    description:
      'Güneş ışığı analizine göre biçimlenen ahşap kafes pavyon. Ladybug ile hesaplanan gölge değerleri Grasshopper modelini doğrudan yönlendirdi; 412 parçanın tamamı CNC ile kesildi.',
    image: '/images/gallery/featured-1.svg',
    imageAlt: 'Güneşe göre biçimlenmiş ahşap kafes pavyon',
    award: 'Ulusal Mimari Tasarım Yarışması – Birincilik Ödülü',
  },
  {
    title: 'Vadi Yaya Köprüsü',
    organization: 'Rota Mühendislik',
    description:
      "Ağ kemerli 48 metrelik yaya köprüsü. Kemer ve askı geometrisi Grasshopper'da parametrik olarak kuruldu, Karamba3D ile ön boyutlandırıldı ve çelik parçaların imalat çizimleri aynı Rhino modelinden üretildi.",
    image: '/images/gallery/featured-2.svg',
    imageAlt: 'Ağ düzeninde askıları olan kemerli yaya köprüsü',
    award: 'Ulusal Köprü Tasarımı Yarışması – Jüri Özel Ödülü',
  },
]

export const featuredIntro: SectionIntro = {
  eyebrow: 'Ödüllü Projeler',
  title: 'Öne Çıkan Çalışmalar',
  lead: 'Ulusal yarışmalarda ödül alan ve tasarımdan üretime kadar Rhino ile yürütülen iki proje.',
}

export const submitProject: SubmitProject = {
  title: 'Projenizi Galeride Paylaşın',
  text: 'Rhino ile hazırladığınız bir projeyi sergilemek ister misiniz? Birkaç görsel ve kısa bir açıklamayı e-postayla gönderin; ekibimiz inceleyip size dönüş yapsın.',
  buttonLabel: 'Proje Gönder',
  subject: 'Galeri İçin Proje Gönderimi',
}

/** Mail link to site.email with the submission subject (encoded so Turkish letters survive). */
export const submitProjectHref = `mailto:${site.email}?subject=${encodeURIComponent(submitProject.subject)}`
