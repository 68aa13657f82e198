// Support hub sections and their links for /support (searched live by title and description); runs in build and browser.

import { site, type Office } from '../site.config'

export type SupportSectionId =
  'contact' | 'top-questions' | 'licenses' | 'resources' | 'industry' | 'advanced' | 'community'

export type SupportIcon =
  'Phone' | 'CircleHelp' | 'KeyRound' | 'BookOpen' | 'Building2' | 'Wrench' | 'MessagesSquare'

export interface SupportLink {
  title: string
  description: string
  /** In-app route, mailto:/tel: link, or external https address. */
  url: string
  /** true: opens in a new tab with the 'Görüntüle' label. */
  isExternal?: boolean
}

export interface SupportSection {
  id: SupportSectionId
  title: string
  description: string
  icon: SupportIcon
  links: SupportLink[]
}

const telHref = (phone: string): string => `tel:${phone.replace(/\s+/g, '')}`

/** The office from site.config.ts (fails the build loudly if it was renamed). */
function officeById(id: Office['id']): Office {
  const office = site.offices.find((candidate) => candidate.id === id)
  if (!office) throw new Error(`site.config.ts has no '${id}' office`)
  return office
}

const istanbulOffice = officeById('istanbul')
const izmirOffice = officeById('izmir')

/** The /support hero (the page title and description stay in pages.ts). */
export const supportHero = {
  title: 'Size Nasıl Yardımcı Olabiliriz?',
  searchLabel: 'Destek konularında ara',
  searchPlaceholder: 'Örn. lisans, kurulum, Grasshopper',
}

export const supportSections: SupportSection[] = [
  {
    id: 'contact',
    title: 'Bize Ulaşın',
    description:
      'Lisans, fiyat teklifi, kurulum ve eğitim sorularınız için e-posta ya da telefonla ekibimize doğrudan ulaşın.',
    icon: 'Phone',
    links: [
      {
        title: 'E-posta ile Yazın',
        description: `Fiyat teklifi, öğrenci lisansı başvurusu ve teknik destek talepleriniz için ${site.email} adresine yazın; en kısa sürede dönüş yapıyoruz.`,
        url: `mailto:${site.email}`,
        isExternal: false,
      },
      {
        title: `${istanbulOffice.name} (${istanbulOffice.district})`,
        description: `Satış ve teknik destek hattı: ${site.phones.istanbul}. Hafta içi mesai saatlerinde lisans ve kurulum sorularınızı yanıtlıyoruz.`,
        url: telHref(site.phones.istanbul),
        isExternal: false,
      },
      {
        title: `${izmirOffice.name} (${izmirOffice.district})`,
        description: `Ege bölgesi satış ve eğitim hattı: ${site.phones.izmir}. Kurumsal lisans ve yerinde eğitim taleplerinizi buradan iletebilirsiniz.`,
        url: telHref(site.phones.izmir),
        isExternal: false,
      },
      {
        title: 'Satış Ofisleri ve Eğitim Merkezleri',
        description:
          'Türkiye genelindeki resmi lisans satış ofislerini ve sertifikalı yetkili eğitim merkezlerini adres ve iletişim bilgileriyle görün.',
        url: '/offices',
      },
    ],
  },
  {
    id: 'top-questions',
    title: 'Sık Sorulan Sorular',
    description:
      'Deneme sürümü, kurulum hataları, açılışta çökme ve ekran kartı sürücüsü sorunları gibi en çok sorulan konuların yanıtları.',
    icon: 'CircleHelp',
    links: [
      {
        title: 'Sık Sorulan Sorular',
        description:
          'Fiyat, lisans türleri, Mac ve Windows uyumluluğu, sürüm yükseltme ve deneme süresi hakkında en sık gelen soruların yanıtları.',
        url: '/wiki/sik-sorulan-sorular',
      },
      {
        title: '90 Günlük Ücretsiz Deneme ve İndirme',
        description:
          'Rhino 8 deneme sürümünü indirin: 90 gün boyunca tüm özellikler açık, ticari kullanım serbest. Süre bitince kaydetme ve eklentiler durur.',
        url: '/download',
      },
      {
        title: 'Rhino Açılışta Çöküyor',
        description:
          'Rhino başlarken kapanıyor ya da donuyorsa eklentileri devre dışı bırakma, ayarları sıfırlama ve çökme raporu gönderme adımları.',
        url: '/wiki/baslangic-cokme',
      },
      {
        title: 'Ekran Kartı Sürücüsü Sorunları',
        description:
          'Görünüm penceresinde titreme, siyah ekran veya yavaşlık mı var? OpenGL 4.1 gereksinimi ve sürücüyü 3–6 ayda bir güncelleme önerisi.',
        url: '/wiki/video-driver-sorunlari',
      },
      {
        title: 'Kurulum (MSI) Hataları',
        description:
          'Windows kurulumu sırasında alınan MSI hata kodlarının anlamları ve yarım kalan kurulumu temizleyip yeniden yükleme yöntemi.',
        url: '/wiki/msi-hata',
      },
    ],
  },
  {
    id: 'licenses',
    title: 'Lisanslama',
    description:
      'Lisans yönetim yöntemini seçin, Cloud Zoo veya LAN Zoo kurun, lisans doğrulama sorunlarını çözün ve lisans sözleşmesini okuyun.',
    icon: 'KeyRound',
    links: [
      {
        title: 'Lisans Yönetim Yöntemleri',
        description:
          'Tek bilgisayar, Cloud Zoo ve LAN Zoo arasındaki farklar; bireysel kullanıcı, ekip ve okul laboratuvarı için doğru lisans seçimi.',
        url: '/licensing/methods',
      },
      {
        title: 'Cloud Zoo ile Bulut Lisansı',
        description:
          'Lisansınızı Rhino hesabınıza veya ekibinize ekleyin; internet üzerinden (HTTPS, TCP 443) doğrulanır, 2 haftaya kadar çevrimdışı kullanılabilir.',
        url: '/licensing/cloud-zoo',
      },
      {
        title: 'LAN Zoo Lisans Sunucusu',
        description:
          'Yerel ağda kayan lisans için Windows sunucuya LAN Zoo kurulumu, TCP 80 port ayarı ve desteklenen lisans türleri.',
        url: '/licensing/lan-zoo',
      },
      {
        title: 'Son Kullanıcı Lisans Sözleşmesi (EULA)',
        description:
          'Lisans hakları, eğitim ve laboratuvar lisanslarının kısıtlamaları, devir kuralları ve garanti koşulları.',
        url: '/licensing/eula',
      },
      {
        title: 'Lisans Doğrulama Sorunları',
        description:
          '"Lisans bulunamadı", "lisans kullanımda" veya "doğrulama başarısız" hatalarının nedenleri ve çözüm adımları.',
        url: '/wiki/lisans-dogrulama',
      },
      {
        title: 'Rhino Hesabı ve Lisans Portalı',
        description:
          'Lisans anahtarlarınızı görüntüleyin, ekip oluşturun, kullanıcı ekleyin ve lisansları bilgisayarlar arasında taşıyın.',
        url: site.vendor.licensesPortal,
        isExternal: true,
      },
    ],
  },
  {
    id: 'resources',
    title: 'Öğrenme Kaynakları',
    description:
      'Eğitim videoları, Türkçe wiki, eklenti rehberi ve resmi belgelerle Rhino 8 ve Grasshopper öğrenmeye başlayın.',
    icon: 'BookOpen',
    links: [
      {
        title: 'Eğitimler ve Videolar',
        description:
          'Başlangıçtan ileri seviyeye Türkçe ve İngilizce eğitim videoları, kılavuzlar ve Grasshopper, render, scripting dersleri.',
        url: '/learn',
      },
      {
        title: 'Türkçe Rhino Wiki',
        description:
          'Komut listesi, sorun giderme, kurulum, Grasshopper ipuçları ve NURBS kavramlarını anlatan Türkçe bilgi bankası.',
        url: '/wiki',
      },
      {
        title: 'Eklentiler ve Kaynaklar',
        description:
          'Modelleme, render, parametrik tasarım ve BIM için öne çıkan eklentiler ile desteklenen dosya formatları.',
        url: '/resources',
      },
      {
        title: 'Rhino 8 Özellikleri',
        description:
          'ShrinkWrap, PushPull, SubD kıvrımları ve Mac için Metal desteği dahil Rhino 8 ile gelen tüm yenilikler.',
        url: '/features',
      },
      {
        title: 'Proje Galerisi',
        description:
          'Mimarlık, ürün tasarımı, mücevher ve denizcilik alanlarında Rhino ile hazırlanmış projelerden ilham alın.',
        url: '/gallery',
      },
      {
        title: 'Rhino 8 Çevrimiçi Yardım',
        description:
          "McNeel'in resmi yardım belgeleri: her komutun açıklaması, seçenekleri ve kullanım adımları.",
        url: site.vendor.docs,
        isExternal: true,
      },
    ],
  },
  {
    id: 'industry',
    title: 'Sektörel Çözümler',
    description:
      'Mimarlık, denizcilik, mücevher, peyzaj ve eğitim alanlarına özel iş akışları, eklentiler ve lisans seçenekleri.',
    icon: 'Building2',
    links: [
      {
        title: 'Mimarlık',
        description:
          'Kütle çalışmasından serbest formlu cephelere, Grasshopper ile parametrik tasarım ve Rhino.Inside.Revit ile BIM entegrasyonu.',
        url: '/for/architecture',
      },
      {
        title: 'Denizcilik ve Tekne Tasarımı',
        description: 'Tekne gövdesi modelleme, fairing, hidrostatik analiz ve üretim için kesim çizimleri.',
        url: '/for/marine',
      },
      {
        title: 'Mücevher Tasarımı',
        description:
          'Yüzük, kolye ve küpe modelleme, taş dizimi, render ve döküm ya da 3B baskı için model hazırlama.',
        url: '/for/jewelry',
      },
      {
        title: 'Peyzaj Mimarlığı',
        description: 'Arazi modelleme, bitkilendirme, eğim analizi ve Lands Design ile peyzaj projeleri.',
        url: '/for/landscape',
      },
      {
        title: 'Eğitim: Öğrenci ve Öğretmen Lisansı',
        description:
          'Öğrenci lisansı 195 EUR, 30 kullanıcılık okul laboratuvarı lisansı 975 EUR; öğrenci başvuruları akademik belgeyle 1–2 iş gününde onaylanır.',
        url: '/for/education',
      },
    ],
  },
  {
    id: 'advanced',
    title: 'İleri Düzey Konular',
    description:
      'Kurumsal dağıtım, donanım seçimi, makrolar, Grasshopper ve eklenti geliştirme gibi deneyimli kullanıcılar ile BT yöneticilerine yönelik konular.',
    icon: 'Wrench',
    links: [
      {
        title: 'Windows Üzerinde Toplu Dağıtım',
        description:
          'Rhino kurulumunu sessiz kurulum parametreleriyle birçok bilgisayara dağıtma ve lisansı merkezi olarak yapılandırma.',
        url: '/wiki/windows-dagitim',
      },
      {
        title: 'Donanım Kılavuzu',
        description:
          'Rhino 8 için ekran kartı, işlemci ve bellek önerileri; yeni iş istasyonu alırken dikkat edilecekler.',
        url: '/wiki/donanim-kilavuzu',
      },
      {
        title: 'Makro Oluşturma',
        description:
          'Sık kullandığınız komut dizilerini makroya dönüştürüp araç çubuğu düğmesine veya kısayol tuşuna atayın.',
        url: '/wiki/macro-olusturma',
      },
      {
        title: 'Grasshopper Temelleri',
        description:
          'Bileşenler, veri akışı ve veri ağaçlarıyla parametrik tasarıma giriş; ilk Grasshopper tanımınızı kurun.',
        url: '/wiki/grasshopper-temelleri',
      },
      {
        title: 'Geliştirici Platformu',
        description:
          'RhinoCommon, Python 3 ve C# ile komut ve eklenti yazma, Grasshopper bileşeni geliştirme kılavuzları ve API belgeleri.',
        url: site.vendor.developer,
        isExternal: true,
      },
    ],
  },
  {
    id: 'community',
    title: 'Topluluk',
    description:
      'Forumda soru sorun, eklenti kütüphanesini keşfedin ve resmi video kanalından yenilikleri takip edin.',
    icon: 'MessagesSquare',
    links: [
      {
        title: 'McNeel Forumu',
        description:
          'Rhino kullanıcıları ve McNeel geliştiricileriyle sorularınızı paylaşın, hata bildirin, çözüm arayın.',
        url: site.vendor.forum,
        isExternal: true,
      },
      {
        title: 'Grasshopper Forumu',
        description: 'Parametrik tanımlar, bileşenler ve Grasshopper eklentileri hakkında topluluğa danışın.',
        url: site.vendor.grasshopperForum,
        isExternal: true,
      },
      {
        title: 'Food4Rhino Eklenti Kütüphanesi',
        description:
          'Rhino ve Grasshopper için ücretsiz ve ücretli eklentileri, render motorlarını ve araçları indirin.',
        url: site.vendor.food4rhino,
        isExternal: true,
      },
      {
        title: 'Rhino YouTube Kanalı',
        description:
          "McNeel'in resmi kanalında yeni özellik tanıtımları, webinar kayıtları ve kısa eğitim videoları.",
        url: site.social.youtube,
        isExternal: true,
      },
    ],
  },
]
