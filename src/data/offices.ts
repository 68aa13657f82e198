// Licence sales offices (dealers) and certified training centres for /offices; runs in build and browser.

import { site, type Office } from '../site.config'

export interface Dealer {
  name: string
  location: string
  phone: string
  email: string
  website: string
  specialty: string
  isAuthorizedTrainer?: boolean
}

export interface TrainingCenter {
  name: string
  location: string
  website: string
  description: string
  isOfficial: boolean
}

export type OfficeSectionId = 'satis' | 'egitim'

export interface OfficeSectionText {
  /** Anchor id (/offices#satis, /offices#egitim) and the accordion group name. */
  id: OfficeSectionId
  title: string
  lead: string
}

export const officeSections = {
  satis: {
    id: 'satis',
    title: 'Resmi Lisans Satış Ofisleri',
    lead: 'Rhino lisanslarını faturalı olarak, kurulum ve lisans yönetimi desteğiyle resmi satış ofislerinden alın. Telefon, e-posta ve web sitesi bilgilerini görmek için bir ofisi açın.',
  },
  egitim: {
    id: 'egitim',
    title: 'Sertifikalı Yetkili Eğitim Merkezleri',
    lead: 'Uygulamalı Rhino ve Grasshopper eğitimleri veren sertifikalı merkezler. Eğitim takvimi ve kayıt bilgileri için merkezin sitesini ziyaret edin.',
  },
} as const satisfies Record<OfficeSectionId, OfficeSectionText>

const resellerName: string = site.legalName || site.name

/** The office from site.config.ts (fails the build loudly if it was renamed). */
function officeById(id: Office['id']): Office {
  const office = site.offices.find((candidate) => candidate.id === id)
  if (!office) throw new Error(`site.config.ts has no '${id}' office`)
  return office
}

const istanbulOffice = officeById('istanbul')
const izmirOffice = officeById('izmir')

export const dealers: Dealer[] = [
  {
    name: resellerName,
    location: `${istanbulOffice.district}, ${istanbulOffice.city}`,
    phone: site.phones.istanbul,
    email: site.email,
    website: site.origin,
    specialty:
      'Rhino 8 ticari, öğrenci ve laboratuvar lisanslarının satışı, Cloud Zoo ile LAN Zoo kurulumu ve sertifikalı Rhino ile Grasshopper eğitimleri.',
    isAuthorizedTrainer: true,
  },
  {
    name: resellerName,
    location: `${izmirOffice.district}, ${izmirOffice.city}`,
    phone: site.phones.izmir,
    email: site.email,
    website: site.origin,
    specialty:
      'Ege bölgesindeki mimarlık ofisleri, tekne üreticileri ve kuyumcular için lisans danışmanlığı, yerinde kurulum ve uygulamalı Rhino eğitimleri.',
    isAuthorizedTrainer: true,
  },
  {
    name: 'Kıvrım Tasarım Teknolojileri',
    location: 'Çankaya, Ankara',
    phone: '+90 312 555 34 27',
    email: 'info@kivrimtasarim.com.tr',
    website: 'https://www.kivrimtasarim.com.tr',
    specialty:
      'Makine ve savunma sanayisi firmalarına Rhino lisansı, RhinoCAM ile CNC üretim entegrasyonu ve 3B tarama verisinden tersine mühendislik desteği.',
  },
  {
    name: 'Yüzey Mühendislik ve Yazılım',
    location: 'Nilüfer, Bursa',
    phone: '+90 224 555 61 48',
    email: 'satis@yuzeymuhendislik.com.tr',
    website: 'https://www.yuzeymuhendislik.com.tr',
    specialty:
      'Otomotiv yan sanayisi ve mobilya üreticileri için Rhino lisanslama, kalıp yüzeyi modelleme ve 3B baskı öncesi model hazırlama hizmetleri.',
  },
  {
    name: 'Akdeniz Dijital Tasarım',
    location: 'Muratpaşa, Antalya',
    phone: '+90 242 555 72 15',
    email: 'info@akdenizdijital.com.tr',
    website: 'https://www.akdenizdijital.com.tr',
    specialty:
      'Yat tasarımcılarına Rhino ve Orca3D, peyzaj mimarlarına Lands Design lisansı ile proje bazlı modelleme ve görselleştirme desteği sunar.',
  },
]

export const trainingCenters: TrainingCenter[] = [
  {
    name: `${site.name} Eğitim Merkezi`,
    location: `${istanbulOffice.district}, ${istanbulOffice.city}`,
    website: site.origin,
    description:
      'Yetkili Rhino Eğitim Merkezi (ARTC) olarak Rhino 8 temel ve ileri seviye, Grasshopper ve SubD eğitimlerini en fazla on iki kişilik gruplarla, uygulamalı olarak veriyoruz. Eğitimi tamamlayan katılımcılara katılım sertifikası verilir.',
    isOfficial: true,
  },
  {
    name: 'İzmir Körfez Üniversitesi Sürekli Eğitim Merkezi',
    location: 'Bornova, İzmir',
    website: 'https://sem.izmirkorfez.edu.tr',
    description:
      'Mimarlık, endüstriyel tasarım ve mühendislik öğrencileriyle çalışan profesyonellere yönelik dönemlik Rhino ve Grasshopper sertifika programları düzenler. Dersler, eğitim laboratuvarı lisanslarıyla donatılmış bilgisayar laboratuvarında, hafta içi akşam ve hafta sonu gruplarıyla yürütülür.',
    isOfficial: true,
  },
]
