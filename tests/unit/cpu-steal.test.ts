// The benchmark's CPU steal report: parsing /proc/stat and the share between two samples.
import { describe, expect, it } from 'vitest'
import { sampleCpu, stealShare } from '../../scripts/bench/cpu-steal.ts'

const stat = (user: number, idle: number, steal: number) => () =>
  `cpu  ${user} 0 0 ${idle} 0 0 0 ${steal} 0 0\ncpu0 1 2 3 4 5 6 7 8 9 10\n`

describe('CPU steal', () => {
  it('reads steal and the total from the first line', () => {
    expect(sampleCpu(stat(100, 50, 25))).toEqual({ steal: 25, total: 175 })
  })

  it('gives the stolen share of the ticks between two samples', () => {
    expect(stealShare(sampleCpu(stat(100, 50, 25)), sampleCpu(stat(150, 100, 125)))).toBeCloseTo(0.5)
    expect(stealShare(sampleCpu(stat(100, 50, 25)), sampleCpu(stat(200, 50, 25)))).toBe(0)
  })

  it('answers null without /proc/stat or without elapsed ticks', () => {
    expect(
      sampleCpu(() => {
        throw new Error('ENOENT')
      }),
    ).toBeNull()
    expect(stealShare(null, sampleCpu(stat(1, 1, 1)))).toBeNull()
    expect(stealShare(sampleCpu(stat(1, 1, 1)), sampleCpu(stat(1, 1, 1)))).toBeNull()
  })
})
