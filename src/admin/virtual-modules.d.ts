// Types of the modules the admin build generates (scripts/admin/vite-config.ts).
declare module 'virtual:rhino-decap-config' {
  import type { DecapConfig } from './decap-config.ts'
  const config: DecapConfig
  export default config
}

/** The local site's origin in `npm run admin` (its dev server), '' in the built editor (scripts/admin/vite-config.ts). */
declare const __RHINO_LOCAL_SITE__: string
