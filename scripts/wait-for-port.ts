// Waits until something accepts connections on a loopback port (tests and local servers: nginx, decap-server, dev).
import { connect } from 'node:net'

/**
 * Resolves once 127.0.0.1:`port` accepts a connection; rejects after `timeoutMs`, or as soon as `exited` rejects
 * (the process that should listen has died).
 * @default timeoutMs 10_000
 */
export function waitForPort(
  port: number,
  { name, timeoutMs = 10_000, exited }: { name: string; timeoutMs?: number; exited?: Promise<never> },
): Promise<void> {
  const deadline = Date.now() + timeoutMs
  const listening = new Promise<void>((resolve, reject) => {
    const attempt = () => {
      const socket = connect(port, '127.0.0.1')
      socket.once('connect', () => {
        socket.end()
        resolve()
      })
      socket.once('error', () => {
        socket.destroy()
        if (Date.now() > deadline) reject(new Error(`${name} did not listen on 127.0.0.1:${port}`))
        else setTimeout(attempt, 50)
      })
    }
    attempt()
  })
  return exited ? Promise.race([listening, exited]) : listening
}
