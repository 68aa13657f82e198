// scripts/lib/pool.ts: each run gets its own input's result whatever the finishing order, on several threads; a
// task's error reaches its caller; BUILD_WORKERS sizes the pools.
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { createPool, workerCount } from '../../scripts/lib/pool.ts'

const TASK = path.resolve('tests/fixtures/pool/task.ts')

describe('createPool', () => {
  it('returns each input its own result, spread over the workers', async () => {
    const pool = createPool<
      { value: number; delay: number },
      { square: number; bytes: Uint8Array; thread: number }
    >(TASK, 2)
    try {
      // Earlier inputs wait longer: results arrive out of order.
      const inputs = [5, 4, 3, 2, 1, 0].map((value) => ({ value, delay: value * 20 }))
      const results = await Promise.all(inputs.map((input) => pool.run(input)))
      expect(results.map((result) => result.square)).toEqual([25, 16, 9, 4, 1, 0])
      expect(results.map((result) => [...result.bytes])).toEqual([[5], [4], [3], [2], [1], [0]])
      expect(new Set(results.map((result) => result.thread)).size).toBe(2)
    } finally {
      await pool.close()
    }
  }, 30_000)

  it('rejects the caller whose input failed, and goes on with the others', async () => {
    const pool = createPool<{ value: number; delay: number }, { square: number }>(TASK, 1)
    try {
      const failed = pool.run({ value: -1, delay: 0 })
      const next = pool.run({ value: 3, delay: 0 })
      await expect(failed).rejects.toThrow('eksi bir kabul edilmez')
      expect((await next).square).toBe(9)
    } finally {
      await pool.close()
    }
  }, 30_000)
})

describe('workerCount', () => {
  it('is BUILD_WORKERS when it is a positive whole number, else one per core', () => {
    expect(workerCount({ BUILD_WORKERS: '1' })).toBe(1)
    expect(workerCount({ BUILD_WORKERS: '3' })).toBe(3)
    const cores = workerCount({})
    expect(cores).toBeGreaterThan(0)
    for (const value of ['0', '-2', 'iki', '1.5']) expect(workerCount({ BUILD_WORKERS: value })).toBe(cores)
  })
})
