// `node scripts/admin/build.ts <outDir> <origin>` (build time): bundles the browser editor (/admin) into <outDir>/admin.
// scripts/build.ts runs it in a process of its own: Vite's bundler keeps native memory that a long-lived build process
// would carry on through the pre-rendering.
import { build } from 'vite'
import { adminViteConfig } from './vite-config.ts'

const [outDir, origin] = process.argv.slice(2)
if (!outDir || !origin) throw new Error('usage: node scripts/admin/build.ts <outDir> <origin>')
await build(adminViteConfig({ root: process.cwd(), origin, outDir }))
