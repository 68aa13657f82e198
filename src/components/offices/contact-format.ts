// Formats dealer contact data for links: tel: hrefs and website labels. Pure; build and browser.

/** '+90 216 555 01 80' → 'tel:+902165550180' (digits only, one leading +). */
export function telHref(phone: string): string {
  return `tel:+${phone.replace(/\D/g, '')}`
}

/** 'https://www.example.com.tr/' → 'example.com.tr' (no scheme, no 'www.', no trailing slash). */
export function websiteLabel(url: string): string {
  return url
    .replace(/^[a-z][a-z0-9+.-]*:\/\//i, '')
    .replace(/^www\./i, '')
    .replace(/\/$/, '')
}
