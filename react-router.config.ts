// React Router framework mode: static pre-rendering of every route in the manifest, no server at run time.
import type { Config } from '@react-router/dev/config'
import { readManifest } from './scripts/manifest.ts'

export default {
  appDirectory: 'src',
  buildDirectory: process.env.RR_BUILD_DIR ?? '.build',
  ssr: false,
  prerender: {
    async paths() {
      const manifest = await readManifest()
      return manifest.map((route) => route.path)
    },
    // Pages are rendered while others are written and their loaders read files (measured by `npm run bench -- scale`).
    concurrency: 4,
  },
} satisfies Config
