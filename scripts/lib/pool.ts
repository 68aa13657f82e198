// Build time: a small pool of worker threads that runs one task module over many inputs, so that CPU-bound steps
// (the social images, the post-build compression) use every core. Results come back to the caller of each `run`, so
// what the caller writes does not depend on the pool's size or on which worker finished first.
import { Worker } from 'node:worker_threads'
import { workerCount } from './pool-size.ts'

export { workerCount }

/**
 * A worker starts as plain JavaScript and loads scripts/lib/pool-worker.ts through tsx's API, so the pool works the
 * same under tsx (the build), Vitest and plain Node.
 */
const WORKER_SOURCE = `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))}).then(({ register }) => {
  register()
  return import(${JSON.stringify(new URL('./pool-worker.ts', import.meta.url).href)})
})`

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
 * The task may be TypeScript (loaded through tsx).
 */
export function createPool<Input, Output>(taskModule: string, size = workerCount()): Pool<Input, Output> {
  const queue: Job[] = []
  const idle: Worker[] = []
  const busy = new Map<Worker, Job>()
  let closing: Promise<void> | undefined
  let failure: Error | undefined

  const next = (worker: Worker) => {
    const job = queue.shift()
    if (!job) {
      idle.push(worker)
      return
    }
    busy.set(worker, job)
    worker.postMessage(job.input, job.transfer)
  }

  const workers = Array.from({ length: size }, () => {
    const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { taskModule } })
    worker.on('message', (message: { output?: unknown; error?: string }) => {
      const job = busy.get(worker)!
      busy.delete(worker)
      if (message.error !== undefined) job.reject(new Error(message.error))
      else job.resolve(message.output as never)
      next(worker)
    })
    worker.on('error', (error) => {
      failure = error
      busy.get(worker)?.reject(error)
      busy.delete(worker)
      for (const job of queue.splice(0)) job.reject(error)
    })
    return worker
  })
  idle.push(...workers)

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
      closing ??= Promise.all(workers.map((worker) => worker.terminate())).then(() => undefined)
      return closing
    },
  }
}
