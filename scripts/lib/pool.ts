// Build time: a small pool of worker threads that runs one task module over many inputs, so that the CPU-bound steps
// (pre-rendering the pages, drawing the social images) use every core. Results come back to the caller of each `run`,
// so what the caller writes does not depend on the pool's size or on which worker finished first.
import { availableParallelism } from 'node:os'
import path from 'node:path'
import { Worker } from 'node:worker_threads'

/** The loop every worker runs: it loads the task module, then runs the task on each input it is sent. */
const POOL_WORKER = path.join(import.meta.dirname, 'pool-worker.ts')

/**
 * How many workers a pool starts: BUILD_WORKERS when set (1 gives one worker; tests compare 1 and 2), else one per
 * core the machine offers.
 */
export function workerCount(env: NodeJS.ProcessEnv = process.env): number {
  const wanted = Number(env.BUILD_WORKERS)
  return Number.isInteger(wanted) && wanted > 0 ? wanted : availableParallelism()
}

interface Job {
  input: unknown
  resolve: (output: never) => void
  reject: (error: Error) => void
}

export interface Pool<Input, Output> {
  /** Runs the task on one input in the next free worker. */
  run: (input: Input) => Promise<Output>
  /** Stops the workers (after the jobs already given). */
  close: () => Promise<void>
  size: number
}

/**
 * Starts `size` workers, each loading `taskModule` (a TypeScript file, run by Node's type stripping, whose default
 * export is `(input) => output | Promise`). Jobs wait in a queue for the next free worker.
 */
export function createPool<Input, Output>(taskModule: string, size = workerCount()): Pool<Input, Output> {
  const queue: Job[] = []
  const idle: Worker[] = []
  const busy = new Map<Worker, Job>()
  let failure: Error | undefined

  const next = (worker: Worker) => {
    const job = queue.shift()
    if (!job) {
      idle.push(worker)
      return
    }
    busy.set(worker, job)
    worker.postMessage(job.input)
  }

  const workers = Array.from({ length: size }, () => {
    const worker = new Worker(POOL_WORKER, { workerData: { taskModule } })
    worker.on('message', (message: { output?: unknown; error?: string }) => {
      const job = busy.get(worker)!
      busy.delete(worker)
      if (message.error !== undefined) job.reject(new Error(message.error))
      else job.resolve(message.output as never)
      next(worker)
    })
    worker.on('error', (error: Error) => {
      // A worker that cannot go on (its task module failed to load) fails every job, given or to come.
      failure = error
      for (const job of [...busy.values(), ...queue.splice(0)]) job.reject(error)
      busy.clear()
    })
    idle.push(worker)
    return worker
  })

  return {
    size,
    run(input) {
      if (failure) return Promise.reject(failure)
      return new Promise<Output>((resolve, reject) => {
        queue.push({ input, resolve, reject })
        const worker = idle.pop()
        if (worker) next(worker)
      })
    },
    async close() {
      await Promise.all(workers.map((worker) => worker.terminate()))
    },
  }
}
