// The footer's link columns. Build time only: the browser keeps the pre-rendered footer (site-footer.tsx).
import { site } from '../site.config.ts'

/**
 * A function, not a constant: its reads of `site` then happen only when the footer renders (at build time), so the
 * browser bundle, which keeps the pre-rendered footer, carries neither these links nor the site config.
 */
export function footerColumns() {
  return {
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
    /** The company and privacy pages, in the footer's bottom line (content/company/). */
    company: {
      title: 'Kurumsal ve yasal',
      links: [
        { label: 'Kurumsal', href: '/kurumsal' },
        { label: 'KVKK Aydınlatma Metni', href: '/kvkk' },
        { label: 'Çerez ve yerel depolama', href: '/cerezler' },
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
}
