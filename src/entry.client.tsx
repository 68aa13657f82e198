// Browser entry: hydrates the pre-rendered document, as React Router's default entry does, after letting the browser
// end the task in which the modules were evaluated (evaluation and hydration are two shorter tasks, not one long one).
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

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  )
})
