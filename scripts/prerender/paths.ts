// Build time: which pages React Router itself pre-renders while it bundles (react-router.config.ts). Every other page
// is pre-rendered afterwards on a pool of worker threads (scripts/prerender/index.ts) from the server bundle.
import type { RouteEntry } from '../../src/shared/route-manifest.ts'

/** Kinds whose pages each have a route of their own; all other kinds share one route per kind and path depth. */
const STATIC_KINDS = new Set(['page', 'feature', 'licensing', 'company'])

/**
 * One page per route: React Router checks that every route with a loader has a pre-rendered page and bakes this list
 * into the server bundle, so the list must not change when an article is edited or added (the bundles are then reused
 * from the build cache). Static routes are all listed; of each dynamic route (`/wiki/:slug`, `/gallery/:slug`…)
 * only the first page in path order.
 */
export function bundlePaths(manifest: readonly Pick<RouteEntry, 'path' | 'kind'>[]): string[] {
  const first = new Map<string, string>()
  for (const { path, kind } of manifest) {
    const group = STATIC_KINDS.has(kind) ? path : `${kind}:${path.split('/').length}`
    const current = first.get(group)
    if (current === undefined || path < current) first.set(group, path)
  }
  return [...first.values()].sort()
}
