// One worker of scripts/lib/pool.ts: loads the task module once, then runs its default export on every input it gets.
import { parentPort, workerData } from 'node:worker_threads'
import { pathToFileURL } from 'node:url'

type Task = (input: unknown) => unknown
const { taskModule } = workerData as { taskModule: string }
// TypeScript is loaded through tsx, which scripts/lib/pool.ts registers before this file.
const task = ((await import(pathToFileURL(taskModule).href)) as { default: Task }).default

parentPort!.on('message', (input: unknown) => {
  Promise.resolve()
    .then(() => task(input))
    .then(
      (output) => {
        // Buffers of the output are moved, not copied.
        const transfer = transferables(output)
        parentPort!.postMessage({ output }, transfer)
      },
      (error: unknown) =>
        parentPort!.postMessage({
          error: error instanceof Error ? (error.stack ?? error.message) : String(error),
        }),
    )
})

function transferables(value: unknown): ArrayBuffer[] {
  if (value instanceof Uint8Array)
    return value.byteOffset === 0 && value.byteLength === value.buffer.byteLength
      ? [value.buffer as ArrayBuffer]
      : []
  if (value && typeof value === 'object') return Object.values(value).flatMap(transferables)
  return []
}
