// Build time: work the build does not wait for at once runs in child processes at a lower priority, so that the
// steps it does wait for (bundles, pre-rendering, the post-build pass) get the cores first and the rest fills the
// time those leave idle (React Router's bundling runs mostly on one core).
import type { ChildProcess } from 'node:child_process'
import { setPriority } from 'node:os'

/** The editor's bundle: needed by the post-build pass, so it goes before the social images. */
export const EDITOR_NICENESS = 10
/** The social preview images: needed only when the finished site is moved into place. */
export const SOCIAL_IMAGES_NICENESS = 19

/**
 * Lowers a child's priority (a niceness from 0, normal, to 19, lowest). On Linux this sets the child's main thread,
 * and every thread it starts afterwards (its worker threads, the bundler's) inherits it. Where the system does not
 * allow it, the child keeps the normal priority: only the build's speed depends on it.
 */
export function inBackground(child: ChildProcess, niceness: number): void {
  if (child.pid === undefined) return
  try {
    setPriority(child.pid, niceness)
  } catch {
    // Not permitted (or the child has already ended): it runs at the normal priority.
  }
}
