// Types of the modules the admin build generates (scripts/admin/vite-config.ts).
declare module 'virtual:rhino-decap-config' {
  import type { DecapConfig } from './decap-config'
  const config: DecapConfig
  export default config
}
