// React Router framework mode: static pre-rendering of every route in the manifest, no server at run time.
import type { Config } from '@react-router/dev/config'
import { readManifest } from './scripts/manifest.ts'

export default {
  appDirectory: 'src',
  buildDirectory: process.env.RR_BUILD_DIR ?? '.build',
  ssr: false,
  async prerender() {
    const manifest = await readManifest()
    return manifest.map((route) => route.path)
  },
} satisfies Config
