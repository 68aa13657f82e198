// The seller as the quote request names it: the company's name, offices, e-mail and web address, and of its legal
// identity (facts.yaml `yasal`) only the fields staff have filled in. Pure; build (the page's loader) and tests.

/** The reseller as the request names it: facts only; legal details only those staff have filled in. */
export interface SellerInfo {
  name: string
  /** Filled legal facts (yasal.*) as label–value pairs; empty until staff fill them in. */
  legal: readonly (readonly [string, string])[]
  offices: readonly { name: string; address: string; phone: string }[]
  email: string
  web: string
}

/** The company's legal identity as facts.yaml holds it (yasal: empty strings until staff fill them in). */
export interface LegalFacts {
  ticari_unvan: string
  mersis_no: string
  vergi_dairesi: string
  vergi_no: string
  adres: string
  kep: string
}

/** The seller's block from the facts: name, offices, e-mail, web, and of the legal details only the filled ones. */
export function sellerFromFacts(
  site: {
    legalName: string
    email: string
    origin: string
    offices: readonly { name: string; streetAddress: string; district: string; city: string; phone: string }[]
  },
  legal: LegalFacts,
): SellerInfo {
  const filled = (label: string, ...values: string[]): (readonly [string, string])[] => {
    const value = values
      .map((part) => part.trim())
      .filter(Boolean)
      .join(' / ')
    return value ? [[label, value]] : []
  }
  return {
    name: site.legalName,
    legal: [
      ...filled('Ticari unvan', legal.ticari_unvan),
      ...filled('Vergi dairesi / no', legal.vergi_dairesi, legal.vergi_no),
      ...filled('MERSİS no', legal.mersis_no),
      ...filled('Merkez adresi', legal.adres),
      ...filled('KEP', legal.kep),
    ],
    offices: site.offices.map((office) => ({
      name: office.name,
      address: `${office.streetAddress}, ${office.district} / ${office.city}`,
      phone: office.phone,
    })),
    email: site.email,
    web: site.origin.replace(/^https?:\/\//, ''),
  }
}
