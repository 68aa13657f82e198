// E2E: a loopback port for a test server: the one given (a fixed port for manual runs) or one the system reports free.
import { createServer } from 'node:net'

export function freePort(given?: string): Promise<number> {
  if (given) return Promise.resolve(Number(given))
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port reported')),
      )
    })
  })
}
