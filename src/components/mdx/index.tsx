// The one registry of components MDX authors may use (names checked by the build: src/shared/mdx-component-names.ts).
import type { MDXComponents } from 'mdx/types'
import type { ComponentProps, ReactNode } from 'react'
import type { MdxComponentName } from '../../shared/mdx-component-names.ts'
import { CodeBlock } from '../reading/code-block.tsx'
import { ButtonLink } from '../ui/button.tsx'
import { CompanyIdentity, CompanyOffices, WhenFilled } from '../company/company-facts.tsx'
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

/**
 * The closing links of a page, in the closing call-to-action panel every page ends with: a heading (`title`, required:
 * the build refuses a LinkGroup without one), an optional sentence (`text`) and the buttons.
 */
function LinkGroup({ title, text, children }: { title: string; text?: string; children: ReactNode }) {
  return (
    <CallToActionPanel className="not-prose mt-12">
      <h2 className="max-w-2xl text-2xl font-bold tracking-tight text-balance sm:text-3xl">{title}</h2>
      {text && <p className="mt-3 max-w-2xl text-pretty text-muted">{text}</p>}
      <div className="mt-6 flex flex-wrap gap-3 [&>p]:contents">{children}</div>
    </CallToActionPanel>
  )
}

const authorComponents: Record<MdxComponentName, unknown> = {
  Callout,
  Card,
  CardGrid,
  CommandList,
  CompanyIdentity,
  CompanyOffices,
  ComparisonTable,
  DataTable,
  LinkButton,
  LinkGroup,
  RequirementList,
  Steps,
  UseCaseGrid,
  WhenFilled,
}

export const mdxComponents = {
  ...authorComponents,
  // In-page links (#…, such as the headings' links to themselves) stay plain anchors: the browser scrolls to them.
  a: ({ href = '', ...props }: ComponentProps<'a'>) =>
    href.startsWith('#') ? <a href={href} {...props} /> : <SmartLink href={href} {...props} />,
  pre: CodeBlock,
} as MDXComponents
