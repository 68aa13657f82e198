// React Router framework mode: every page of the route manifest pre-rendered to static HTML by React Router itself
// (`prerender`), no server at run time (`ssr: false`).
import type { Config } from '@react-router/dev/config'
import { readManifest } from './scripts/manifest.ts'

export default {
  appDirectory: 'src',
  buildDirectory: process.env.RR_BUILD_DIR ?? 'build',
  ssr: false,
  prerender: {
    paths: async () => (await readManifest()).map((route) => route.path),
    concurrency: 4,
  },
} satisfies Config
