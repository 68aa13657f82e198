// Vite: React Router framework mode, Tailwind CSS v4, MDX content and the content pipeline; also Vitest's config.
import mdx from '@mdx-js/rollup'
import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import rehypeSlug from 'rehype-slug'
import remarkFrontmatter from 'remark-frontmatter'
import remarkGfm from 'remark-gfm'
import remarkMdxFrontmatter from 'remark-mdx-frontmatter'
import type { PluginOption } from 'vite'
import { defineConfig } from 'vitest/config'
import { contentPlugin } from './scripts/content/vite-plugin.ts'

const testing = process.env.VITEST === 'true'

const plugins: PluginOption[] = [
  tailwindcss(),
  {
    enforce: 'pre',
    ...mdx({
      remarkPlugins: [remarkFrontmatter, remarkMdxFrontmatter, remarkGfm],
      rehypePlugins: [rehypeSlug],
    }),
  },
]
if (!testing) plugins.push(contentPlugin(), reactRouter())

export default defineConfig({
  plugins,
  server: { port: 5173 },
  build: { target: 'es2022', assetsInlineLimit: 0 },
  test: {
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['tests/unit/**/*.test.{ts,tsx}'], environment: 'node' },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.e2e.ts'],
          globalSetup: ['tests/e2e/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
})
