// Site footer: contact, quick links, resources and social profiles in four columns, then the company and privacy
// pages, the legal identity (only the fields staff have filled in, facts.yaml `yasal`) and the copyright line. An
// office whose address and phone are examples (facts.yaml `ofis.<id>.ornek`) is marked, its phone not a link.
import { Mail, MapPin, Phone } from 'lucide-react'
import { footerColumns } from '../../data/footer-links.ts'
import { site } from '../../site.config.ts'
import type { LegalIdentity } from '../../shared/legal-identity.ts'
import { hasLegalIdentity, LegalIdentityRows } from '../company/company-facts.tsx'
import { ExampleBadge } from '../offices/example-entry.tsx'
import { SmartLink } from '../ui/smart-link.tsx'
import { FOOTER_CLASS, FOOTER_ID } from './footer-frame.ts'

const telHref = (phone: string) => `tel:+${phone.replace(/\D/g, '')}`

function LinkColumn({ title, links }: { title: string; links: { label: string; href: string }[] }) {
  return (
    <div>
      <h2 className="text-sm font-semibold tracking-wide uppercase">{title}</h2>
      <ul className="mt-4 space-y-1">
        {links.map((link) => (
          <li key={link.href}>
            <SmartLink
              href={link.href}
              className="inline-flex min-h-9 items-center text-muted hover:text-accent"
            >
              {link.label}
            </SmartLink>
          </li>
        ))}
      </ul>
    </div>
  )
}

/** @default legal facts.yaml `yasal` (the tests pass a filled-in identity) */
export function Footer({ legal }: { legal?: LegalIdentity } = {}) {
  const columns = footerColumns()
  return (
    <footer id={FOOTER_ID} className={FOOTER_CLASS}>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:grid-cols-2 sm:px-6 lg:grid-cols-4">
        <div>
          <h2 className="text-sm font-semibold tracking-wide uppercase">İletişim</h2>
          <ul className="mt-4 space-y-3 text-muted">
            <li>
              <a
                href={`mailto:${site.email}`}
                className="inline-flex min-h-9 items-center gap-2 hover:text-accent"
              >
                <Mail aria-hidden="true" className="size-4 shrink-0" />
                {site.email}
              </a>
            </li>
            {site.offices.map((office) => (
              <li key={office.id} className="space-y-1">
                <p className="flex gap-2">
                  <MapPin aria-hidden="true" className="mt-1 size-4 shrink-0" />
                  <span>
                    {office.streetAddress}, {office.district}/{office.city}
                  </span>
                </p>
                {office.example ? (
                  <p className="flex min-h-9 flex-wrap items-center gap-2">
                    <Phone aria-hidden="true" className="size-4 shrink-0" />
                    {office.phone}
                    <ExampleBadge />
                  </p>
                ) : (
                  <a
                    href={telHref(office.phone)}
                    className="inline-flex min-h-9 items-center gap-2 hover:text-accent"
                  >
                    <Phone aria-hidden="true" className="size-4 shrink-0" />
                    {office.phone}
                  </a>
                )}
              </li>
            ))}
          </ul>
        </div>
        <LinkColumn {...columns.quickLinks} />
        <LinkColumn {...columns.resources} />
        <LinkColumn {...columns.social} />
      </div>
      <div className="border-t border-line">
        <div className="mx-auto max-w-7xl space-y-3 px-4 py-6 text-sm text-muted sm:px-6">
          <nav aria-label={columns.company.title}>
            <ul className="flex flex-wrap gap-x-6">
              {columns.company.links.map((link) => (
                <li key={link.href}>
                  <SmartLink
                    href={link.href}
                    className="inline-flex min-h-9 items-center font-medium text-fg hover:text-accent"
                  >
                    {link.label}
                  </SmartLink>
                </li>
              ))}
            </ul>
          </nav>
          {hasLegalIdentity(legal) && (
            <dl className="flex flex-wrap gap-x-6 gap-y-1">
              <LegalIdentityRows
                rowClassName="flex gap-1.5 [&>dt]:shrink-0 [&>dt]:whitespace-nowrap [&>dt]:after:content-[':']"
                legal={legal}
              />
            </dl>
          )}
          <p>
            © 2025 {site.legalName}. Tüm hakları saklıdır. Rhino, Rhinoceros ve Grasshopper, Robert McNeel
            &amp; Associates'in tescilli markalarıdır.
          </p>
        </div>
      </div>
    </footer>
  )
}
