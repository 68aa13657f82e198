// Types of the modules the admin build generates (scripts/admin/vite-config.ts).
declare module 'virtual:rhino-decap-config' {
  import type { DecapConfig } from './decap-config.ts'
  const config: DecapConfig
  export default config
}

declare module 'virtual:rhino-fact-uses' {
  /** Fact name → the addresses of the pages that show it (scripts/admin/fact-uses.ts). */
  const uses: Record<string, string[]>
  export default uses
  /** Fact name → the data form fields that show it, in the form's words (scripts/admin/fact-uses.ts, factFields). */
  export const fields: Record<string, string[]>
}

/** The local site's origin in `npm run admin` (its dev server), '' in the built editor (scripts/admin/vite-config.ts). */
declare const __RHINO_LOCAL_SITE__: string
