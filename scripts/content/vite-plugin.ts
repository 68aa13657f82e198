// Vite plugin (dev server): re-runs the content pipeline (as `npm run content`) when content/ changes, then reloads.
import { spawn } from 'node:child_process'
import path from 'node:path'
import type { Plugin } from 'vite'

export function contentPlugin(): Plugin {
  const root = process.cwd()
  const contentDir = path.join(root, 'content')
  const cli = path.join(root, 'scripts', 'content', 'cli.ts')
  let running: Promise<void> | null = null

  return {
    name: 'rhino-content',
    apply: 'serve',
    configureServer(server) {
      const rebuild = () =>
        new Promise<void>((resolve) => {
          // A child process keeps the pipeline (and the data modules it reads) out of Vite's config bundle.
          const child = spawn(process.execPath, [cli], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] })
          let output = ''
          child.stdout.on('data', (chunk) => (output += chunk))
          child.stderr.on('data', (chunk) => (output += chunk))
          child.on('close', (code) => {
            if (code === 0) {
              server.config.logger.info(output.trim(), { timestamp: true })
              server.ws.send({ type: 'full-reload' })
            } else {
              server.config.logger.error(output.trim(), { timestamp: true })
            }
            resolve()
          })
        })
      server.watcher.add(contentDir)
      const onChange = (file: string) => {
        if (!file.startsWith(contentDir)) return
        running = (running ?? Promise.resolve()).then(rebuild).finally(() => (running = null))
      }
      server.watcher.on('change', onChange)
      server.watcher.on('add', onChange)
      server.watcher.on('unlink', onChange)
    },
  }
}
