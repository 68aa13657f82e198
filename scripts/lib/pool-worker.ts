// One worker of scripts/lib/pool.ts: loads the task module once, then runs its default export on every input it gets.
import { parentPort, workerData } from 'node:worker_threads'
import { pathToFileURL } from 'node:url'

type Task = (input: unknown) => unknown
const { taskModule } = workerData as { taskModule: string }
const task = ((await import(pathToFileURL(taskModule).href)) as { default: Task }).default

parentPort!.on('message', (input: unknown) => {
  Promise.resolve()
    .then(() => task(input))
    .then(
      (output) => parentPort!.postMessage({ output }),
      (error: unknown) =>
        parentPort!.postMessage({
          error: error instanceof Error ? (error.stack ?? error.message) : String(error),
        }),
    )
})
