// /for/education page content, including the education licence pricing section; used in build and browser.
import { site } from '../../site.config'
import type { IndustryPage } from '../industries'
import { EDUCATION_DISCOUNT_PERCENT, educationPlans } from '../pricing'
import { pluginLinks } from '../resources'

export const education: IndustryPage = {
  slug: 'education',
  title: 'Eğitim için Rhino 8',
  metaTitle: 'Rhino 8 Öğrenci ve Öğretmen Lisansı 195 € – Eğitim',
  description:
    'Öğrenci ve öğretmen lisansı 195 €, 30 kullanıcılı laboratuvar lisansı, ders materyalleri ve sertifikalı eğitim merkezleriyle Rhino 8 eğitim programı.',
  breadcrumbLabel: 'Eğitim',
  hero: {
    eyebrow: 'Eğitim',
    title: 'Tasarım Eğitiminin Ortak Dili',
    lead: 'Mimarlık, endüstriyel tasarım, mücevher ve mühendislik bölümlerinde Rhino 8 ile ders verin. Öğrenciler ticari sürümle aynı programı uygun fiyatlı, kalıcı bir lisansla kullanır.',
    image: '/images/industries/education.svg',
    imageAlt: 'Bilgisayar laboratuvarında Rhino ile çalışan öğrenciler',
  },
  capabilities: [
    {
      icon: 'GraduationCap',
      title: 'Öğrenci Lisansı',
      description:
        'Ticari sürümle aynı özelliklere sahip kalıcı lisans; akademik belgeyle 1–2 iş günü içinde onaylanır.',
    },
    {
      icon: 'UserCheck',
      title: 'Öğretmen Lisansı',
      description:
        'Öğretim elemanlarının ders hazırlığı ve eğitim amaçlı kullanımı için öğrenci lisansıyla aynı fiyatta.',
    },
    {
      icon: 'School',
      title: 'Laboratuvar Lisansı',
      description:
        'Sınırsız kurulum, 30 eşzamanlı kullanıcı; lisanslar okul ağında LAN Zoo veya Cloud Zoo ile yönetilir.',
    },
    {
      icon: 'BookOpen',
      title: 'Müfredat ve Ders Materyali',
      description:
        'Başlangıç modellemesinden Grasshopper ile algoritmik tasarıma kadar derslerde kullanılabilecek alıştırmalar.',
    },
    {
      icon: 'Award',
      title: 'Sertifikalı Eğitim',
      description: 'Yetkili eğitim merkezleri, eğitmenlere ve öğrencilere McNeel sertifikalı kurslar sunar.',
    },
    {
      icon: 'Printer',
      title: 'Tasarımdan Üretime',
      description:
        'Atölyelerde lazer kesim, CNC ve 3B baskı için modelleri doğrudan Rhino 8 üzerinden hazırlayın.',
    },
  ],
  plugins: [
    {
      name: 'Grasshopper',
      description: 'Algoritmik tasarım derslerinin temel aracı; Rhino 8 ile birlikte gelir.',
      badge: 'Dahili',
      link: pluginLinks.grasshopper,
    },
    {
      name: 'Kangaroo',
      description: 'Form bulma ve fizik simülasyonu ile yapısal düşünmeyi öğreten Grasshopper aracı.',
      badge: 'Dahili',
      link: pluginLinks.grasshopper,
    },
    {
      name: 'Ladybug Tools',
      description:
        'İklim ve enerji analiziyle sürdürülebilir tasarım derslerine veri odaklı bir boyut katar.',
      badge: 'Ücretsiz',
      link: site.vendor.food4rhino,
    },
  ],
  resources: [
    {
      title: 'Öğretmen Wiki',
      description: 'Ders planları, alıştırmalar ve sınıf içi kullanım önerileri.',
      href: '/wiki/ogretmen-wiki',
      external: false,
    },
    {
      title: 'Eğitimler',
      description: 'Başlangıç ve ileri seviye eğitim kaynaklarının derlemesi.',
      href: '/wiki/egitimler',
      external: false,
    },
    {
      title: 'Yetkili Eğitim Merkezleri',
      description: "Türkiye'deki sertifikalı Rhino eğitim merkezleri.",
      href: '/offices#egitim',
      external: false,
    },
    {
      title: 'Eğitim ve Etkinlikler',
      description: 'McNeel eğitim programları, webinarlar ve eğitmen etkinlikleri.',
      href: site.vendor.training,
      external: true,
    },
  ],
  educationPricing: {
    title: 'Eğitim Lisansları',
    lead: 'Öğrenciler, öğretmenler ve eğitim kurumları için kalıcı lisanslar. Yıllık bakım ücreti yoktur.',
    plans: educationPlans,
    discountNote: `%${EDUCATION_DISCOUNT_PERCENT}'e varan eğitim indirimi`,
    rules: [
      'Öğrenci ve öğretmen lisansları için geçerli bir akademik belge gereklidir.',
      'Eğitim lisansları ticari işlerde kullanılamaz.',
      'Başvurular belgeler iletildikten sonra 1–2 iş günü içinde onaylanır.',
      'Laboratuvar lisansı 30 kullanıcıya kadar eşzamanlı kullanım sağlar.',
      'Eğitim ve laboratuvar lisansları devredilemez, satılamaz ve paylaşılamaz.',
    ],
    salesLink: { label: 'Eğitim Lisansı Satın Al', href: site.vendor.educationStore },
  },
  cta: {
    title: 'Okulunuzda Rhino 8 ile Başlayın',
    text: 'Laboratuvar lisansı teklifi, ders materyalleri ve eğitmen eğitimi için eğitim ekibimizle iletişime geçin.',
  },
}
