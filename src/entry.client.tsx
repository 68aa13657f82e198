// Browser entry: hydrates the pre-rendered document. Same as React Router's default, except that it first lets the
// browser finish the task in which the modules were evaluated, so evaluation and the start of hydration are two
// shorter tasks instead of one long one (Total Blocking Time).
import { startTransition, StrictMode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { HydratedRouter } from 'react-router/dom'

await new Promise((resolve) => setTimeout(resolve, 0))

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  )
})
