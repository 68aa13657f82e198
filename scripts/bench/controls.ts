// `npm run bench -- controls`: how soon the header's controls answer on a slow phone. Each control is tapped as soon
// as the page has painted, in Chromium with 4× CPU throttling and Lighthouse's slow-4G profile, and the time from the
// tap (its event's own time stamp) to the first frame that shows its effect is printed, with the time to a hydrated app.
import type { Page } from 'playwright-core'
import { launchBrowser } from './browser.ts'
import { freePort, startServer } from '../serve.ts'
import { controlBudgets } from './budgets.ts'
import { runBuild } from './run-build.ts'

/** Lighthouse's slow 4G as DevTools applies it (RTT 150 ms and 1.6 Mbit/s at the packet level, ×3.75 and ×0.9 here). */
const SLOW_4G = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1.6 * 1024 * 1024 * 0.9) / 8,
  uploadThroughput: (750 * 1024 * 0.9) / 8,
}

interface Control {
  name: string
  /** Phone (390 px) or desktop (1280 px): 'Ofisler' is in the desktop menu, the menu button only on phones. */
  width: number
  target: string
  /** The effect, tested in the page. */
  shown: string
}

const CONTROLS: Control[] = [
  {
    name: 'menu button',
    width: 390,
    target: '.mobile-menu-button',
    shown: "!!document.querySelector('#mobile-menu:popover-open')",
  },
  {
    name: 'theme switch',
    width: 390,
    target: '[data-theme-toggle]',
    shown: "document.documentElement.classList.contains('dark')",
  },
  {
    name: 'search button',
    width: 390,
    target: '[data-search-open]',
    shown: "!!document.querySelector('#site-search[open]')",
  },
  {
    name: "'Ofisler' menu",
    width: 1280,
    target: 'details[data-menu] > summary',
    shown: "!!document.querySelector('details[data-menu][open]')",
  },
]

/** Routes the controls are tapped on: a page that is mostly reading, the home page and an application page. */
const ROUTES = ['/wiki/nurbs-nedir', '/', '/teklif']

/** Records, in the page, the first paint, the moment the app hydrated and the first frame showing `shown` after a tap. */
function probe(shown: string) {
  return `(() => {
    const probe = (window.__probe = { fcp: 0, hydrated: 0, tapped: 0, effect: 0 })
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') probe.fcp = entry.startTime
    }).observe({ type: 'paint', buffered: true })
    new MutationObserver(() => {
      if (!probe.hydrated && document.documentElement.dataset.hydrated) probe.hydrated = performance.now()
    }).observe(document.documentElement, { attributes: true })
    addEventListener('pointerdown', (event) => {
      probe.tapped = event.timeStamp
      const frame = () => ((${shown}) ? (probe.effect = performance.now()) : requestAnimationFrame(frame))
      requestAnimationFrame(frame)
    }, { capture: true, once: true })
  })()`
}

interface Measured {
  tapAfterPaintMs: number
  answerMs: number
  hydratedAfterPaintMs: number
}

async function measure(page: Page, origin: string, route: string, control: Control): Promise<Measured> {
  await page.addInitScript(probe(control.shown))
  await page.goto(origin + route, { waitUntil: 'commit' })
  await page.waitForFunction('window.__probe && window.__probe.fcp > 0', null, {
    polling: 10,
    timeout: 60_000,
  })
  const painted = await page.evaluate('performance.now()')
  await page.locator(control.target).first().click({ timeout: 60_000 })
  await page.waitForFunction('window.__probe.effect > 0', null, { timeout: 60_000 })
  await page.waitForFunction('window.__probe.hydrated > 0', null, { timeout: 120_000 })
  const result = await page.evaluate<{ fcp: number; hydrated: number; tapped: number; effect: number }>(
    'window.__probe',
  )
  return {
    tapAfterPaintMs: result.tapped - (painted as number),
    answerMs: result.effect - result.tapped,
    hydratedAfterPaintMs: result.hydrated - result.fcp,
  }
}

export async function controlsBench(): Promise<string[]> {
  const failures: string[] = []
  if (!process.env.BENCH_NO_BUILD) console.log(`build: ${(await runBuild()).seconds.toFixed(1)} s`)
  const server = await startServer({ root: process.env.DIST_DIR ?? 'dist', port: await freePort() })
  const browser = await launchBrowser()
  console.log(
    `\nA tap on each control as soon as the page has painted (4× CPU throttling, slow 4G); budget: the effect shows` +
      ` within ${controlBudgets.answerMs} ms of the tap.`,
  )
  console.log(
    'route'.padEnd(22) +
      'control'.padEnd(18) +
      'tapped after paint'.padStart(20) +
      'answered in'.padStart(14) +
      'hydrated after paint'.padStart(22),
  )
  try {
    for (const route of ROUTES)
      for (const control of CONTROLS) {
        const context = await browser.newContext({
          viewport: { width: control.width, height: 844 },
          hasTouch: false,
        })
        const page = await context.newPage()
        const cdp = await context.newCDPSession(page)
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
        await cdp.send('Network.enable')
        await cdp.send('Network.emulateNetworkConditions', SLOW_4G)
        const result = await measure(page, server.url, route, control)
        await context.close()
        const over = result.answerMs > controlBudgets.answerMs
        if (over) failures.push(`${route} ${control.name}: answered in ${Math.round(result.answerMs)} ms`)
        console.log(
          route.padEnd(22) +
            control.name.padEnd(18) +
            `${Math.round(result.tapAfterPaintMs)} ms`.padStart(20) +
            `${Math.round(result.answerMs)} ms`.padStart(14) +
            `${Math.round(result.hydratedAfterPaintMs)} ms`.padStart(22) +
            (over ? '  ✗' : ''),
        )
      }
  } finally {
    await browser.close()
    await server.close()
  }
  return failures
}
