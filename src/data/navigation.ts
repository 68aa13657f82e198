// Header navigation: labels and targets (the footer's columns are in footer-links.ts). Build and browser.
export interface NavLinkItem {
  label: string
  href: string
}

export const mainNav: NavLinkItem[] = [
  { label: 'Ana Sayfa', href: '/' },
  { label: 'Özellikler', href: '/features' },
  { label: 'Fiyatlar', href: '/teklif' },
  { label: 'Öğren', href: '/learn' },
  { label: 'Galeri', href: '/gallery' },
  { label: 'Kaynaklar', href: '/resources' },
  { label: 'Wiki', href: '/wiki' },
]

export const officesMenu: NavLinkItem[] = [
  { label: 'Resmi Lisans Satış Ofisleri', href: '/offices#satis' },
  { label: 'Sertifikalı Yetkili Eğitim Merkezleri', href: '/offices#egitim' },
  { label: 'Hakkımızda', href: '/kurumsal' },
]

export const supportLink: NavLinkItem = { label: 'Destek', href: '/support' }
export const downloadLink: NavLinkItem = { label: 'İndir', href: '/download' }
