// MDX: tables that scroll inside their own box, figures right-aligned; the licensing comparison with ✓/✗ and spoken text.
import { Check, X } from 'lucide-react'
import type { ReactNode } from 'react'
import { cn } from '../../lib/cn.ts'
import { detailColumn, numericColumns, tableCells } from './data-table-cells.ts'

function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="not-prose table-scroll" tabIndex={0} role="region" aria-label={label}>
      {children}
    </div>
  )
}

/**
 * A Markdown table. The first column heads its row; figure columns are right-aligned unless the Markdown aligns the
 * column itself (`| :-: |`, as a class: src/shared/content/table-alignment.ts); a column of long
 * explanations moves under the first cell on phones, so the figures stay in view at 390 px.
 */
export function DataTable({ caption, children }: { caption?: string; children: ReactNode }) {
  const cells = tableCells(children)
  if (!cells) return <TableScroll label={caption ?? 'Tablo'}>{children}</TableScroll>
  const numeric = numericColumns(cells.rows)
  const detail = detailColumn(cells.rows)
  const columnClass = (column: number) =>
    cn(numeric.has(column) && 'num', cells.alignments[column], column === detail && 'max-sm:hidden')
  return (
    <TableScroll label={caption ?? 'Tablo'}>
      <table className="data-table">
        {caption && <caption>{caption}</caption>}
        <thead>
          <tr>
            {cells.header.map((cell, column) => (
              <th key={column} scope="col" className={columnClass(column)}>
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {cells.rows.map((row, rowIndex) => (
            <tr key={rowIndex}>
              {row.map((cell, column) =>
                column === 0 ? (
                  <th key={column} scope="row" className={columnClass(column)}>
                    {cell}
                    {detail > 0 && (
                      <span
                        data-narrow-only=""
                        className="mt-1 block text-xs font-normal text-muted sm:hidden"
                      >
                        {row[detail]}
                      </span>
                    )}
                  </th>
                ) : (
                  <td key={column} className={columnClass(column)}>
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  )
}

export interface ComparisonRow {
  feature: string
  cloudZoo: boolean
  single: boolean
  lanZoo: boolean
}

function Mark({ value }: { value: boolean }) {
  return value ? (
    <span className="inline-flex items-center gap-1 text-success">
      <Check aria-hidden="true" className="size-5" />
      <span className="sr-only">Var</span>
    </span>
  ) : (
    <span className="inline-flex items-center gap-1 text-danger">
      <X aria-hidden="true" className="size-5" />
      <span className="sr-only">Yok</span>
    </span>
  )
}

export function ComparisonTable({ caption, rows }: { caption?: string; rows: ComparisonRow[] }) {
  return (
    <TableScroll label={caption ?? 'Karşılaştırma'}>
      <table className="data-table">
        {caption && <caption>{caption}</caption>}
        <thead>
          <tr>
            <th scope="col">Özellik</th>
            <th scope="col" className="text-center">
              Cloud Zoo
            </th>
            <th scope="col" className="text-center">
              Tek Bilgisayar
            </th>
            <th scope="col" className="text-center">
              LAN Zoo
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.feature}>
              <th scope="row" className="font-medium">
                {row.feature}
              </th>
              <td className="text-center">
                <Mark value={row.cloudZoo} />
              </td>
              <td className="text-center">
                <Mark value={row.single} />
              </td>
              <td className="text-center">
                <Mark value={row.lanZoo} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  )
}
