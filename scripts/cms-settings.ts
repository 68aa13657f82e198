// Build time: the one-line warning while the browser editor's backend settings (src/shared/site-settings.ts) are placeholders.
import type { CmsBackend } from '../src/shared/site-settings.ts'

/** Marks a setting that still has to be filled in; placeholders in src/shared/site-settings.ts contain it. */
export const PLACEHOLDER = /placeholder/i

/** The settings of `backend` that are still placeholders, e.g. ['repo', 'authProxy']. */
export function placeholderSettings(backend: CmsBackend): string[] {
  return Object.entries(backend)
    .filter(([, value]) => typeof value === 'string' && PLACEHOLDER.test(value))
    .map(([key]) => key)
}

/** One warning line (not an error: the site works, only /admin cannot sign in), or null when everything is set. */
export function cmsSettingsWarning(backend: CmsBackend): string | null {
  const unset = placeholderSettings(backend)
  if (unset.length === 0) return null
  return (
    `Uyarı: src/shared/site-settings.ts → cmsBackend.${unset.join(', cmsBackend.')} hâlâ yer tutucu; /admin'deki editör ` +
    'bu haliyle giriş yapamaz (site çalışır). Ayarlar: README.md, "The browser editor".'
  )
}
