// Vite plugin (dev server): re-runs the content pipeline when a file under content/ changes and reloads.
import path from 'node:path'
import type { Plugin } from 'vite'
import { buildContent } from './index.ts'
import { ContentError } from './problems.ts'

export function contentPlugin(): Plugin {
  const root = process.cwd()
  async function rebuild(log: (message: string) => void): Promise<boolean> {
    try {
      const { changed } = await buildContent(root)
      return changed.length > 0
    } catch (error) {
      if (error instanceof ContentError) {
        log(error.message)
        return false
      }
      throw error
    }
  }
  return {
    name: 'rhino-content',
    apply: 'serve',
    async configureServer(server) {
      await rebuild((message) => server.config.logger.error(message))
      server.watcher.add(path.join(root, 'content'))
      const onChange = async (file: string) => {
        if (!file.startsWith(path.join(root, 'content'))) return
        if (await rebuild((message) => server.config.logger.error(message))) {
          server.ws.send({ type: 'full-reload' })
        }
      }
      server.watcher.on('change', onChange)
      server.watcher.on('add', onChange)
      server.watcher.on('unlink', onChange)
    },
  }
}
