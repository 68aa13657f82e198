// React Router framework mode: static pre-rendering of every route in the manifest, no server at run time.
import type { Config } from '@react-router/dev/config'
import { readManifest } from './scripts/manifest.ts'
import { bundlePaths } from './scripts/prerender/paths.ts'

export default {
  appDirectory: 'src',
  buildDirectory: process.env.RR_BUILD_DIR ?? '.build',
  ssr: false,
  prerender: {
    // Every page (the dev server answers only for these). Under scripts/build.ts, which keeps the server bundle
    // (RR_SERVER_KEEP) and pre-renders all pages from it on every core, only one page per route.
    async paths() {
      const manifest = await readManifest()
      return process.env.RR_SERVER_KEEP ? bundlePaths(manifest) : manifest.map((route) => route.path)
    },
    // Pages are rendered while others are written and their loaders read files (measured by `npm run bench -- scale`).
    concurrency: 4,
  },
} satisfies Config
