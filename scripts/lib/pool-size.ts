// Build time: how many worker threads a pool (scripts/lib/pool.ts) starts. Its own module: code that Vite's config
// loader also runs (the content step) needs the number without loading the pool.
import { availableParallelism } from 'node:os'

/**
 * How many workers a pool starts: BUILD_WORKERS when set (1 gives one worker; tests compare 1 and 2), else one per
 * core the machine offers.
 */
export function workerCount(env: NodeJS.ProcessEnv = process.env): number {
  const wanted = Number(env.BUILD_WORKERS)
  return Number.isInteger(wanted) && wanted > 0 ? wanted : availableParallelism()
}
