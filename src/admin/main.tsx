// The browser editor at /admin (Decap CMS): Turkish UI, the generated config, file formats that keep files as
// written, the Turkish slug field, the wiki preview with the site's component and CSS. Browser.
import CMS from 'decap-cms-app'
import config from 'virtual:rhino-decap-config'
import siteStylesheet from '../app.css?url'
import { FRONTMATTER_FORMAT, YAML_FORMAT } from './decap-config'
import { frontmatterFormat, yamlFormat } from './file-formats'
import { hiddenFilesBackendName, registerHiddenFilesBackends } from './hidden-files'
import { SlugControl, SlugPreview } from './slug-widget'
import { WikiPreview } from './wiki-preview'

/** Local mode (`npm run admin`): decap-server's API answers on this page's own origin. */
async function localBackend(): Promise<Record<string, unknown> | null> {
  if (!['localhost', '127.0.0.1'].includes(location.hostname)) return null
  const url = `${location.origin}/api/v1`
  try {
    const response = await fetch(url, {
      method: 'POST',
      body: JSON.stringify({ action: 'info' }),
      headers: { 'Content-Type': 'application/json' },
    })
    const info = (await response.json()) as { repo?: unknown }
    return typeof info.repo === 'string' ? { name: hiddenFilesBackendName('proxy'), proxy_url: url } : null
  } catch {
    return null
  }
}

CMS.registerCustomFormat(FRONTMATTER_FORMAT, 'md', frontmatterFormat)
CMS.registerCustomFormat(YAML_FORMAT, 'yml', yamlFormat)
registerHiddenFilesBackends(CMS as unknown as Parameters<typeof registerHiddenFilesBackends>[0])
CMS.registerWidget('turkish-slug', SlugControl as never, SlugPreview as never)
CMS.registerPreviewStyle(siteStylesheet)
CMS.registerPreviewTemplate('wiki', WikiPreview as never)

const local = await localBackend()
CMS.init({ config: { ...config, ...(local ? { backend: local } : {}) } as never })
