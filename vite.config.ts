// Vite: React Router framework mode, Tailwind CSS v4, MDX content and the content pipeline; also Vitest's config.
import mdx from '@mdx-js/rollup'
import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import remarkFrontmatter from 'remark-frontmatter'
import remarkGfm from 'remark-gfm'
import remarkMdxFrontmatter from 'remark-mdx-frontmatter'
import type { Plugin, PluginOption } from 'vite'
import { defineConfig } from 'vitest/config'
import { factsPlugin, rehypeHeadingLinks, remarkFormerAddresses } from './scripts/content/mdx-plugins.ts'
import { rehypeTableAlignment } from './src/shared/content/table-alignment.ts'
import { contentPlugin } from './scripts/content/vite-plugin.ts'
import { generatedDataPlugin } from './scripts/generated-data.ts'
import { lucideIcons } from './scripts/lucide-icons.ts'

const testing = process.env.VITEST === 'true'

/**
 * V8's explicit compile hint (https://v8.dev/blog/explicit-compile-hints), put at the top of the shell chunk (React,
 * React DOM, React Router): all its functions are compiled when it loads, on a background thread, instead of one by
 * one during hydration on the main thread.
 */
export const SHELL_COMPILE_HINT = '//# allFunctionsCalledOnLoad'

/**
 * Everything the document shell (src/root.tsx: header, footer, theme, toasts, search button) needs on every page goes
 * into one chunk instead of a dozen tiny ones: fewer requests and less per-file overhead in every page's first load.
 */
const SHELL_MODULES = new RegExp(
  [
    String.raw`/src/components/layout/(header|site-footer|footer-frame|offices-menu|theme-toggle|lazy-not-found)\.tsx?$`,
    String.raw`/src/components/toast/(toast-provider|toast-viewport|toast-types)\.tsx?$`,
    String.raw`/src/components/search/site-search\.tsx$`,
    String.raw`/src/components/ui/(button|smart-link|tooltip|icon-markup)\.tsx$`,
    // page-fragment: every page shows build-time markup with PageHtml; as a file of its own it cost each page more
    // than its code (0.7 KB gzip as a chunk, 0.3 KB more than inside the shell).
    String.raw`/src/lib/(theme|use-hydrated|cn|link-clicks|mailto-notice|page-fragment)\.tsx?$`,
    String.raw`/src/(site\.config|data/navigation|generated/data/facts)\.ts$`,
    String.raw`/node_modules/(react|react-dom|scheduler|react-router)/`,
    String.raw`/src/components/ui/lucide-icon\.tsx$`,
    String.raw`rolldown/runtime`,
    String.raw`/node_modules/lucide-react/dist/esm/icons/(chevron-down|menu|x|mail|map-pin|phone|moon|sun|search)\.mjs$`,
  ].join('|'),
)

/**
 * react-router-dom 5 is installed only for the browser editor (Decap CMS, built on its own by
 * scripts/admin/vite-config.ts). React Router's plugin pre-bundles and dedupes react-router-dom whenever it is
 * installed, which resolves its `react-router` import to the site's React Router 8 and stops the dev server; the site
 * never imports it, so it is taken off both lists again.
 */
function withoutEditorRouter(): Plugin {
  const drop = (names?: string[]) => names?.filter((name) => name !== 'react-router-dom')
  return {
    name: 'without-editor-router',
    config(config) {
      if (config.optimizeDeps?.include) config.optimizeDeps.include = drop(config.optimizeDeps.include)
      if (config.resolve?.dedupe) config.resolve.dedupe = drop(config.resolve.dedupe)
    },
  }
}

/** The MDX compiler's options (also compiled with by tests/unit/table-alignment.test.tsx). */
export const mdxOptions = {
  // Links to a renamed page's former address point to its current address (src/shared/content/link-checks.ts).
  remarkPlugins: [remarkFrontmatter, remarkMdxFrontmatter, remarkGfm, remarkFormerAddresses()],
  // Heading ids by the same rule as the wiki's (src/shared/heading-ids.ts), each ## / ### with a link to itself;
  // table column alignment as classes, never as style attributes (the CSP blocks them).
  rehypePlugins: [rehypeHeadingLinks, rehypeTableAlignment],
  tableCellAlignToStyle: false,
}

/**
 * The footer's component runs only in the server render (src/components/layout/site-footer.tsx: the browser keeps the
 * pre-rendered markup). The browser build gets an empty module in its place: imported by a shell module, it otherwise
 * drew what it imports (example-entry marking, badges, contact formats) into the shell chunk of every page.
 */
function serverRenderOnlyFooter(): Plugin {
  return {
    name: 'server-render-only-footer',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    load: (id) =>
      /\/src\/components\/layout\/footer\.tsx$/.test(id) ? 'export const Footer = undefined' : undefined,
  }
}

const plugins: PluginOption[] = [
  lucideIcons(),
  tailwindcss(),
  // Before the MDX compiler: {{fiyat.ogrenci}} would otherwise be read as a JavaScript expression.
  factsPlugin(),
  { enforce: 'pre', ...mdx(mdxOptions) },
]
if (!testing)
  plugins.push(
    contentPlugin(),
    generatedDataPlugin(),
    reactRouter(),
    withoutEditorRouter(),
    serverRenderOnlyFooter(),
  )

export default defineConfig({
  plugins,
  server: { port: 5173 },
  build: {
    target: 'es2022',
    assetsInlineLimit: 0,
    sourcemap: process.env.BUILD_SOURCEMAP === '1',
    // No <link rel="modulepreload"> tags for the dependencies of lazily loaded chunks (search, toasts, wiki renderer):
    // appending them cost a ~35 ms task after hydration (Total Blocking Time), and those chunks are fetched while the
    // page is idle, long before they are needed.
    modulePreload: false,
    rolldownOptions: {
      // Rolldown's per-plugin timing report is a profiling aid; build time is measured by `npm run bench`.
      checks: { pluginTimings: false },
      // Only the re-exports a module imports are compiled from a side-effect-free barrel: of lucide-react's ~1,700
      // icon modules, the site's ~60 (2,277 → 191 modules in the client build, 4.6 → 4.1 s; the output is the same).
      experimental: { lazyBarrel: true },
      output: {
        codeSplitting: { groups: [{ name: 'shell', test: SHELL_MODULES }] },
        postBanner: (chunk) => (chunk.name === 'shell' ? SHELL_COMPILE_HINT : ''),
      },
    },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'node',
          globalSetup: ['tests/unit/global-setup.ts'],
          // Some tests run the content step over a fixture tree: seconds on a busy two-core machine.
          testTimeout: 20_000,
        },
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
