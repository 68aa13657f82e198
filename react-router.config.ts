// React Router framework mode: every page of the route manifest pre-rendered to static HTML by React Router itself
// (`prerender`), no server at run time (`ssr: false`).
import type { Config } from '@react-router/dev/config'
import { readManifest } from './scripts/manifest.ts'

export default {
  appDirectory: 'src',
  buildDirectory: process.env.RR_BUILD_DIR ?? 'build',
  ssr: false,
  // A route's clientLoader stays in its module: they are a few lines each, and split off they made every page's
  // route manifest larger and a navigation fetch one more file.
  splitRouteModules: false,
  prerender: {
    paths: async () => (await readManifest()).map((route) => route.path),
    concurrency: 4,
  },
} satisfies Config
