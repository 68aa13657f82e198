// Build time and `npm run admin`: React Router's command-line program, as its package declares it (the file was
// bin.js up to React Router 7 and is bin.cjs in 8, so it is never named here).
import { readFileSync } from 'node:fs'
import path from 'node:path'

export function reactRouterCli(root: string): string {
  const folder = path.join(root, 'node_modules', '@react-router', 'dev')
  const { bin } = JSON.parse(readFileSync(path.join(folder, 'package.json'), 'utf8')) as {
    bin: Record<string, string>
  }
  return path.join(folder, bin['react-router']!)
}
