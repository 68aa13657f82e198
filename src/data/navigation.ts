// Header and footer navigation: labels and targets. Build and browser.
import { site } from '../site.config'

export interface NavLinkItem {
  label: string
  href: string
}

export const mainNav: NavLinkItem[] = [
  { label: 'Ana Sayfa', href: '/' },
  { label: 'Özellikler', href: '/features' },
  { label: 'Öğren', href: '/learn' },
  { label: 'Galeri', href: '/gallery' },
  { label: 'Kaynaklar', href: '/resources' },
  { label: 'Wiki', href: '/wiki' },
]

export const officesMenu: NavLinkItem[] = [
  { label: 'Resmi Lisans Satış Ofisleri', href: '/offices#satis' },
  { label: 'Sertifikalı Yetkili Eğitim Merkezleri', href: '/offices#egitim' },
]

export const supportLink: NavLinkItem = { label: 'Destek', href: '/support' }
export const downloadLink: NavLinkItem = { label: 'İndir', href: '/download' }

export const footerColumns = {
  quickLinks: {
    title: 'Hızlı Bağlantılar',
    links: [
      { label: 'Ana Sayfa', href: '/' },
      { label: 'Özellikler', href: '/features' },
      { label: 'Galeri', href: '/gallery' },
      { label: 'Ofisler', href: '/offices' },
    ],
  },
  resources: {
    title: 'Kaynaklar',
    links: [
      { label: 'Eklentiler ve Kaynaklar', href: '/resources' },
      { label: 'Wiki', href: '/wiki' },
      { label: 'Öğren', href: '/learn' },
      { label: 'Destek', href: '/support' },
    ],
  },
  social: {
    title: 'Sosyal Medya',
    links: [
      { label: 'Rhino Forum', href: site.social.forum },
      { label: 'YouTube', href: site.social.youtube },
      { label: 'LinkedIn Grubu', href: site.social.linkedin },
      { label: 'Instagram', href: site.social.instagram },
    ],
  },
}
