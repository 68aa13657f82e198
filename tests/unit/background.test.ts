// scripts/lib/background.ts: a child process started for work the build does not wait for runs at a lower priority,
// and so do the worker threads it starts afterwards (the social images' pool, the bundler's threads).
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { getPriority } from 'node:os'
import { describe, expect, it } from 'vitest'
import { inBackground } from '../../scripts/lib/background.ts'

/** Waits for a line on stdin, then reports its own priority and a worker thread's, started only then. */
const CHILD = `
const { getPriority } = require('node:os')
const { Worker } = require('node:worker_threads')
process.stdin.once('data', () => {
  const worker = new Worker("require('node:worker_threads').parentPort.postMessage(require('node:os').getPriority())", { eval: true })
  worker.once('message', (fromWorker) => {
    console.log(JSON.stringify({ main: getPriority(), worker: fromWorker }))
    process.exit(0)
  })
})
`

describe('inBackground', () => {
  it.runIf(process.platform === 'linux')(
    "lowers a child's priority and that of the threads it starts",
    async () => {
      const child = spawn(process.execPath, ['-e', CHILD], { stdio: ['pipe', 'pipe', 'inherit'] })
      inBackground(child, 10)
      let output = ''
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
      child.stdin.write('go\n')
      await once(child, 'close')
      // A niceness is only ever raised without privileges: under a runner already at 10 or more, the child keeps that.
      const expected = Math.max(10, getPriority())
      expect(JSON.parse(output)).toEqual({ main: expected, worker: expected })
    },
    20_000,
  )

  it('does nothing to a child that could not start', () => {
    const child = spawn('/nonexistent/program')
    child.on('error', () => undefined)
    expect(() => inBackground(child, 10)).not.toThrow()
  })
})
