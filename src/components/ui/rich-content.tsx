// Renders the compact rich tree built from Markdown at build time; links go through SmartLink (router or new tab).
import { createElement, Fragment, type ReactNode } from 'react'
import type { RichNode } from '../../shared/rich-text'
import { CodeBlock } from '../reading/code-block'
import { SmartLink } from './smart-link'

function render(node: RichNode, key: number): ReactNode {
  if (typeof node === 'string') return node
  const [tag, props, ...children] = node
  const rendered = children.map(render)
  if (tag === 'a') {
    const { href = '', ...rest } = (props ?? {}) as Record<string, string>
    return (
      <SmartLink key={key} href={href} {...rest}>
        {rendered}
      </SmartLink>
    )
  }
  // A wide table scrolls sideways inside its own box (focusable, so keyboards can scroll it); the page never widens.
  if (tag === 'table')
    return (
      <div key={key} className="not-prose table-scroll" role="region" aria-label="Tablo" tabIndex={0}>
        {createElement(tag, { ...props, className: 'data-table' }, ...rendered)}
      </div>
    )
  if (tag === 'pre')
    return (
      <CodeBlock key={key} {...props}>
        {rendered}
      </CodeBlock>
    )
  return createElement(tag, { key, ...props }, ...(rendered.length > 0 ? rendered : []))
}

export function RichContent({ nodes }: { nodes: readonly RichNode[] }) {
  return <Fragment>{nodes.map(render)}</Fragment>
}
