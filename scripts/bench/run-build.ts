// Runs `npm run build` (scripts/build.ts) in a child process for the benchmarks and fixture-site tests (build time): wall time, per-stage times, peak memory.
import { spawn } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { loadavg } from 'node:os'

export interface BuildRun {
  seconds: number
  /** Seconds from the start, read from the build's output lines as they arrive. */
  marks: {
    /** The content pipeline is done. */
    content?: number
    /** Vite's client bundle is written. */
    client?: number
    /** The bundles are ready: `react-router build` (client, server and one page per route) and the editor's bundle. */
    bundled?: number
    /** Every page is pre-rendered (scripts/prerender/). */
    prerendered?: number
    /** The post-build pass is done (its "Son işlemler" line); what follows is waiting for the social images. */
    postBuilt?: number
    total: number
  }
  /** Largest sum of the resident memory of the build's whole process tree, sampled every 100 ms. */
  peakTreeRssBytes: number
  /** Largest resident memory of a single process of the tree. */
  peakProcessRssBytes: number
  /** CPU seconds (user + system) of the whole process tree, every thread of every process. */
  cpuSeconds: number
  /** The machine's load average (1, 5, 15 minutes) when the build ended: figures under others' load are noisy. */
  loadAverage: number[]
  /** The build's own figures: its content line (files from the cache), social images line and post-build line. */
  notes: string[]
}

export interface BuildOptions {
  /** Project root to build (scripts/build.ts builds process.cwd()). @default process.cwd() */
  cwd?: string
  env?: NodeJS.ProcessEnv
}

const PAGE_SIZE = 4096
/** Linux's USER_HZ: the unit of the times in /proc/<pid>/stat. */
const CLOCK_TICKS = 100

/**
 * CPU seconds of this process's finished children and their own waited-for descendants (cutime + cstime of
 * /proc/self/stat): the difference around one build is the build's whole process tree.
 */
async function childrenCpuSeconds(): Promise<number> {
  const stat = await readFile('/proc/self/stat', 'utf8')
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  // Fields 16 and 17 of stat(5) (cutime, cstime); fields[0] here is field 3.
  return (Number(fields[13]) + Number(fields[14])) / CLOCK_TICKS
}

/** Resident memory of every process under rootPid (Linux /proc), bytes per process. */
function treeRss(rootPid: number): number[] {
  const read = (file: string) => {
    try {
      return readFileSync(file, 'utf8')
    } catch {
      // The process has ended since /proc was listed.
      return ''
    }
  }
  const parents = new Map<number, number>()
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue
    const stat = read(`/proc/${name}/stat`)
    // The command name is in parentheses and may contain spaces; the parent pid is the 2nd field after it.
    const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
    if (ppid) parents.set(Number(name), ppid)
  }
  const inTree = (pid: number): boolean => {
    for (let current: number | undefined = pid; current; current = parents.get(current))
      if (current === rootPid) return true
    return false
  }
  const sizes: number[] = []
  for (const pid of parents.keys()) {
    if (!inTree(pid)) continue
    const pages = Number(read(`/proc/${pid}/statm`).split(' ')[1])
    if (pages) sizes.push(pages * PAGE_SIZE)
  }
  return sizes
}

/**
 * This process's environment without what a test runner adds (VITEST*, NODE_ENV=test): a build started from a test
 * is the same build as `npm run build` (vite.config.ts leaves React Router's plugin out under Vitest).
 */
function buildEnvironment(): NodeJS.ProcessEnv {
  return Object.fromEntries(
    Object.entries(process.env).filter(
      ([name, value]) => !name.startsWith('VITEST') && !(name === 'NODE_ENV' && value === 'test'),
    ),
  )
}

/** Builds the project at `cwd` (into its DIST_DIR) and measures it; rejects when the build fails. */
export async function runBuild({ cwd = process.cwd(), env = {} }: BuildOptions = {}): Promise<BuildRun> {
  // One build at a time per process, or the children's CPU times would mix.
  const cpuBefore = await childrenCpuSeconds()
  const started = performance.now()
  const elapsed = () => (performance.now() - started) / 1000
  const marks: BuildRun['marks'] = { total: 0 }
  // Exactly `npm run build`, with the Node flags package.json gives it.
  const child = spawn('npm', ['run', 'build', '--silent'], {
    cwd,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...buildEnvironment(), BUILD_VERBOSE: '1', ...env },
  })
  let peakTree = 0
  let peakProcess = 0
  // A failed sample would leave the peak too low; it fails the run when the build ends.
  let samplingError: unknown
  const sampler = setInterval(() => {
    if (!child.pid) return
    try {
      const sizes = treeRss(child.pid)
      peakTree = Math.max(
        peakTree,
        sizes.reduce((a, b) => a + b, 0),
      )
      peakProcess = Math.max(peakProcess, ...sizes)
    } catch (error) {
      samplingError ??= error
    }
  }, 100)
  let errors = ''
  let pending = ''
  const notes: string[] = []
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    pending += chunk
    const lines = pending.split('\n')
    pending = lines.pop() ?? ''
    for (const line of lines) {
      // scripts/build.ts prints "İçerik: …" after the content pipeline, "Paketler …" when the bundles are ready and
      // "Sayfalar: …" when every page is pre-rendered; Vite's first "built in" is the browser bundle's (absent when
      // the bundles come from the build cache); finishSite (post-build) prints "Son işlemler …", and the build ends
      // when the social images are in.
      if (/^(İçerik|Paketler|Sayfalar|Paylaşım görselleri|Son işlemler)\b/.test(line)) notes.push(line)
      if (line.startsWith('İçerik:')) marks.content = elapsed()
      else if (/built in/.test(line)) marks.client ??= elapsed()
      else if (line.startsWith('Paketler')) marks.bundled = elapsed()
      else if (line.startsWith('Sayfalar:')) marks.prerendered = elapsed()
      else if (line.startsWith('Son işlemler')) marks.postBuilt = elapsed()
    }
  })
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (errors += chunk))
  return new Promise((resolve, reject) => {
    child.on('error', reject)
    child.on('close', (code) => {
      clearInterval(sampler)
      marks.total = elapsed()
      if (code !== 0) return reject(new Error(`build failed in ${cwd}:\n${errors.slice(-4000)}`))
      if (samplingError)
        return reject(new Error('measuring the build memory failed', { cause: samplingError }))
      childrenCpuSeconds().then(
        (cpuAfter) =>
          resolve({
            seconds: marks.total,
            marks,
            peakTreeRssBytes: peakTree,
            peakProcessRssBytes: peakProcess,
            cpuSeconds: cpuAfter - cpuBefore,
            loadAverage: loadavg(),
            notes,
          }),
        reject,
      )
    })
  })
}
