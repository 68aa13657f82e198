// How much CPU the host took away while a benchmark ran (Linux /proc/stat "steal"): timings scale with it.
import { readFileSync } from 'node:fs'

export interface CpuSample {
  steal: number
  total: number
}

/** The machine's cumulative CPU ticks, or null where /proc/stat is missing (not Linux). */
export function sampleCpu(stat = (): string => readFileSync('/proc/stat', 'utf8')): CpuSample | null {
  try {
    const line = stat().split('\n', 1)[0]!
    const ticks = line.trim().split(/\s+/).slice(1).map(Number)
    // user nice system idle iowait irq softirq steal (guest time is already counted in user)
    return { steal: ticks[7] ?? 0, total: ticks.slice(0, 8).reduce((sum, value) => sum + value, 0) }
  } catch {
    return null
  }
}

/** Share of all CPU time between two samples that the host stole from this machine, 0–1. */
export function stealShare(before: CpuSample | null, after: CpuSample | null): number | null {
  if (!before || !after || after.total <= before.total) return null
  return (after.steal - before.steal) / (after.total - before.total)
}
