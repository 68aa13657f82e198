// React Router framework mode: static pre-rendering of every route in the manifest, no server at run time.
import type { Config } from '@react-router/dev/config'
import { readManifest } from './scripts/manifest.ts'
import { prerenderPaths } from './scripts/prerender/react-router.ts'

export default {
  appDirectory: 'src',
  buildDirectory: process.env.RR_BUILD_DIR ?? '.build',
  ssr: false,
  prerender: {
    // Every page (the dev server answers only for these); none under scripts/build.ts, which pre-renders them all
    // itself (scripts/prerender/react-router.ts).
    async paths() {
      return prerenderPaths((await readManifest()).map((route) => route.path))
    },
    // Pages are rendered while others are written and their loaders read files.
    concurrency: 4,
  },
} satisfies Config
