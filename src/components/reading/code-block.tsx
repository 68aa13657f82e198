// A code block with a "Kopyala" button. Rendered at build time with the button hidden: without JavaScript there is no
// button; reading-enhancements.ts shows it and copies the code, announcing the result in the live region.
import type { ComponentProps } from 'react'

export function CodeBlock(props: ComponentProps<'pre'>) {
  return (
    <div className="code-block">
      {/* Code blocks may scroll sideways: keyboard users must be able to reach and scroll them. */}
      <pre tabIndex={0} {...props} />
      <button type="button" hidden data-copy-code className="copy-button print:hidden">
        Kopyala
      </button>
      <span role="status" className="sr-only" data-copy-status />
    </div>
  )
}
