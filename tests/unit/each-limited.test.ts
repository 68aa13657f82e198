// Bounded concurrency for the build's file work (content reads and writes, post-build compression).
import { describe, expect, it } from 'vitest'
import { eachLimited } from '../../scripts/each-limited.ts'

const tick = () => new Promise((resolve) => setTimeout(resolve, 1))

describe('eachLimited', () => {
  it('runs every item once, never more than the limit at a time', async () => {
    let running = 0
    let most = 0
    const seen: number[] = []
    await eachLimited([1, 2, 3, 4, 5, 6, 7], 3, async (item, index) => {
      running++
      most = Math.max(most, running)
      await tick()
      seen[index] = item
      running--
    })
    expect(seen).toEqual([1, 2, 3, 4, 5, 6, 7])
    expect(most).toBe(3)
  })

  it('rejects with the failure of a task', async () => {
    await expect(
      eachLimited(['a', 'b'], 2, (item) =>
        item === 'b' ? Promise.reject(new Error('b okunamadı')) : Promise.resolve(),
      ),
    ).rejects.toThrow('b okunamadı')
  })
})
