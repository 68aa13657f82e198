// The one registry of components MDX authors may use (names checked by the build: src/shared/mdx-component-names.ts).
import type { MDXComponents } from 'mdx/types'
import type { ComponentProps, ReactNode } from 'react'
import type { MdxComponentName } from '../../shared/mdx-component-names.ts'
import { CodeBlock } from '../reading/code-block.tsx'
import { ButtonLink } from '../ui/button.tsx'
import { CallToActionPanel } from '../ui/call-to-action-band.tsx'
import { SmartLink } from '../ui/smart-link.tsx'
import { Callout } from './callout.tsx'
import { Card, CardGrid } from './card-grid.tsx'
import { CommandList, RequirementList, Steps, UseCaseGrid } from './lists.tsx'
import { ComparisonTable, DataTable } from './tables.tsx'

function LinkButton({
  href,
  variant = 'primary',
  children,
}: {
  href: string
  variant?: 'primary' | 'secondary'
  children: ReactNode
}) {
  return (
    <ButtonLink href={href} variant={variant}>
      {children}
    </ButtonLink>
  )
}

/** The closing links of a page, in the closing call-to-action panel every page ends with. */
function LinkGroup({ children }: { children: ReactNode }) {
  return (
    <CallToActionPanel className="not-prose my-12">
      <div className="flex flex-wrap gap-3 [&>p]:contents">{children}</div>
    </CallToActionPanel>
  )
}

const authorComponents: Record<MdxComponentName, unknown> = {
  Callout,
  Card,
  CardGrid,
  CommandList,
  ComparisonTable,
  DataTable,
  LinkButton,
  LinkGroup,
  RequirementList,
  Steps,
  UseCaseGrid,
}

export const mdxComponents = {
  ...authorComponents,
  // In-page links (#…, such as the headings' links to themselves) stay plain anchors: the browser scrolls to them.
  a: ({ href = '', ...props }: ComponentProps<'a'>) =>
    href.startsWith('#') ? <a href={href} {...props} /> : <SmartLink href={href} {...props} />,
  pre: CodeBlock,
} as MDXComponents
