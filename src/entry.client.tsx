// Browser entry: hydrates the pre-rendered document. Same as React Router's default, except that it waits for the page's
// hydration data (below) and first lets the browser finish the task in which the modules were evaluated, so evaluation
// and the start of hydration are two shorter tasks instead of one long one (Total Blocking Time).
import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { HydratedRouter } from 'react-router/dom'

// A message, like React's own scheduler: it ends the task without a timer's minimum delay (and a page whose timers are
// paused or throttled still hydrates).
await new Promise<void>((resolve) => {
  const channel = new MessageChannel()
  channel.port1.onmessage = () => resolve()
  channel.port2.postMessage(null)
})

// The built pages fetch their hydration data after the first paint (scripts/prerender/react-router.ts, HYDRATION_LOADER): hydrate
// once it is in; if it could not be fetched, not at all (the page stays as pre-rendered, links and forms still work).
// The dev server's pages carry their data, and have no such promise.
const data = (window as { __hydrationData?: Promise<unknown> }).__hydrationData
const ready = await (data ?? Promise.resolve()).then(
  () => true,
  () => false,
)

if (ready)
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    )
  })
