// MDX tables: reads the rows of a Markdown table (as MDX hands it over) and classifies its columns. Pure.
import { Children, isValidElement, type ReactElement, type ReactNode } from 'react'
import { alignmentClassOf } from '../../shared/content/table-alignment.ts'

export interface TableCells {
  header: ReactNode[]
  rows: ReactNode[][]
  /** Each column's alignment class as the Markdown wrote it (`| :-: |`), from its header cell; undefined: none. */
  alignments: (string | undefined)[]
}

type WithChildren = ReactElement<{ children?: ReactNode }>

function elements(node: ReactNode, type: string): WithChildren[] {
  return Children.toArray(node).filter(
    (child): child is WithChildren => isValidElement(child) && child.type === type,
  )
}

function childrenOf(element: WithChildren): ReactNode {
  return element.props.children
}

/** The header cells and body rows of the first `<table>` among `children`; null when there is none. */
export function tableCells(children: ReactNode): TableCells | null {
  const [table] = elements(children, 'table')
  if (!table) return null
  const cellsOf = (row: WithChildren, type: string) => elements(childrenOf(row), type).map(childrenOf)
  const [head] = elements(childrenOf(table), 'thead')
  const [body] = elements(childrenOf(table), 'tbody')
  const headRows = head ? elements(childrenOf(head), 'tr') : []
  const headCells = headRows[0] ? elements(childrenOf(headRows[0]), 'th') : []
  return {
    header: headCells.map(childrenOf),
    rows: body ? elements(childrenOf(body), 'tr').map((row) => cellsOf(row, 'td')) : [],
    alignments: headCells.map((cell) => alignmentClassOf((cell.props as { className?: unknown }).className)),
  }
}

/** The visible text of a React node. */
export function textOf(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node)
  if (Array.isArray(node)) return node.map(textOf).join('')
  if (isValidElement(node)) return textOf((node as WithChildren).props.children)
  return ''
}

/** A figure such as `54`, `1.194,00`, `11x`, `%30`: right-aligned with tabular digits. */
const FIGURE = /^%?[+\-−]?\d[\d.,\s]*(x|×|%|ms|sn|fps)?$/i

/** Columns whose every body cell is a figure. */
export function numericColumns(rows: readonly ReactNode[][]): Set<number> {
  const columns = new Set<number>()
  const width = Math.max(0, ...rows.map((row) => row.length))
  for (let column = 0; column < width; column++)
    if (rows.length > 0 && rows.every((row) => FIGURE.test(textOf(row[column]).trim()))) columns.add(column)
  return columns
}

/**
 * The column of long explanations (average over 24 characters, not the first column) that a phone shows under
 * the first column's cell instead of beside it, so the key columns fit; -1 when there is none.
 */
export function detailColumn(rows: readonly ReactNode[][]): number {
  const width = Math.max(0, ...rows.map((row) => row.length))
  if (width < 3) return -1
  for (let column = 1; column < width; column++) {
    const total = rows.reduce((sum, row) => sum + textOf(row[column]).length, 0)
    if (rows.length > 0 && total / rows.length > 24) return column
  }
  return -1
}
