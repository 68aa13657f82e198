// Build time: a small pool of worker threads that runs one task module over many inputs, so that CPU-bound steps
// (the social images, the post-build compression) use every core. Results come back to the caller of each `run`, so
// what the caller writes does not depend on the pool's size or on which worker finished first.
import path from 'node:path'
import { Worker } from 'node:worker_threads'
import { workerCount } from './pool-size.ts'
import { scriptBundle } from './script-bundle.ts'

export { workerCount }

/** The loop every worker runs (pool-worker.ts), bundled like the tasks. */
const POOL_WORKER = path.join(import.meta.dirname, 'pool-worker.ts')

interface Job {
  input: unknown
  transfer: ArrayBuffer[]
  resolve: (output: never) => void
  reject: (error: Error) => void
}

export interface Pool<Input, Output> {
  /** Runs the task on one input in the next free worker; `transfer` moves those buffers instead of copying them. */
  run: (input: Input, transfer?: ArrayBuffer[]) => Promise<Output>
  /** Stops the workers (after the jobs already given). */
  close: () => Promise<void>
  size: number
}

/**
 * Starts `size` workers, each loading `taskModule` (a file whose default export is `(input) => output | Promise`).
 * The task may be TypeScript: the worker loop and the task are bundled into plain JavaScript first
 * (script-bundle.ts), so the pool works the same under tsx (the build), Vitest and plain Node, and a worker starts
 * without tsx's module hooks. Jobs given meanwhile wait in the queue.
 */
export function createPool<Input, Output>(taskModule: string, size = workerCount()): Pool<Input, Output> {
  const queue: Job[] = []
  const idle: Worker[] = []
  const busy = new Map<Worker, Job>()
  let closing: Promise<void> | undefined
  let failure: Error | undefined

  const fail = (error: Error) => {
    failure = error
    for (const job of busy.values()) job.reject(error)
    busy.clear()
    for (const job of queue.splice(0)) job.reject(error)
  }

  const next = (worker: Worker) => {
    const job = queue.shift()
    if (!job) {
      idle.push(worker)
      return
    }
    busy.set(worker, job)
    worker.postMessage(job.input, job.transfer)
  }

  const start = (files: [loop: string, task: string]): Worker[] =>
    Array.from({ length: size }, () => {
      const worker = new Worker(files[0], { workerData: { taskModule: files[1] } })
      worker.on('message', (message: { output?: unknown; error?: string }) => {
        const job = busy.get(worker)!
        busy.delete(worker)
        if (message.error !== undefined) job.reject(new Error(message.error))
        else job.resolve(message.output as never)
        next(worker)
      })
      worker.on('error', (error) => {
        const job = busy.get(worker)
        busy.delete(worker)
        job?.reject(error)
        fail(error)
      })
      // Jobs given while the bundles were made start at once.
      next(worker)
      return worker
    })
  const workers = Promise.all([scriptBundle(POOL_WORKER), scriptBundle(taskModule)]).then(
    start,
    (error: Error) => {
      fail(error)
      return [] as Worker[]
    },
  )

  return {
    size,
    run(input, transfer = []) {
      if (failure) return Promise.reject(failure)
      return new Promise<Output>((resolve, reject) => {
        queue.push({ input, transfer, resolve: resolve, reject })
        const worker = idle.pop()
        if (worker) next(worker)
      })
    },
    close() {
      closing ??= workers
        .then((started) => Promise.all(started.map((worker) => worker.terminate())))
        .then(() => undefined)
      return closing
    },
  }
}
