// Vite plugin (build time): copies React Router's server bundle to RR_SERVER_KEEP once it is written. React Router
// deletes it at the end of a build with `ssr: false`; scripts/build.ts pre-renders the site's pages from the copy
// (scripts/prerender/index.ts) and keeps it in the build cache.
import { cp } from 'node:fs/promises'
import type { Plugin } from 'vite'

export function keepServerBuild(target = process.env.RR_SERVER_KEEP): Plugin {
  return {
    name: 'keep-server-build',
    apply: 'build',
    // Before React Router's own writeBundle, which pre-renders and then deletes the folder.
    writeBundle: {
      order: 'pre',
      sequential: true,
      async handler(options) {
        if (!target || !this.environment.config.build.ssr || !options.dir) return
        await cp(options.dir, target, { recursive: true })
      },
    },
  }
}
