// Build time: bounded concurrency for file work (reads, writes, compression), so many small files overlap their waits.

/** Runs `task` over `items`, at most `limit` at a time; rejects with the first failure. */
export async function eachLimited<T>(
  items: Iterable<T>,
  limit: number,
  task: (item: T, index: number) => Promise<void>,
): Promise<void> {
  const iterator = items[Symbol.iterator]()
  let next = 0
  const worker = async () => {
    for (let item = iterator.next(); !item.done; item = iterator.next()) await task(item.value, next++)
  }
  await Promise.all(Array.from({ length: limit }, worker))
}

/** Files handled at once (content reads and writes, post-build): enough to keep both cores and the disk busy, few enough to bound memory. */
export const PARALLEL_FILES = 16
