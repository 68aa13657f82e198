// MDX: tables that scroll inside their own box on phones; the licensing comparison with ✓/✗ and spoken text.
import { Check, X } from 'lucide-react'
import { Children, cloneElement, isValidElement, type ReactElement, type ReactNode } from 'react'

export function DataTable({ caption, children }: { caption?: string; children: ReactNode }) {
  const withCaption = Children.map(children, (child) =>
    isValidElement(child) && child.type === 'table' && caption
      ? cloneElement(child as ReactElement<{ children?: ReactNode }>, {}, [
          <caption key="caption" className="pb-3 text-left text-sm text-muted">
            {caption}
          </caption>,
          ...Children.toArray((child.props as { children?: ReactNode }).children),
        ])
      : child,
  )
  return (
    <div
      className="my-6 overflow-x-auto rounded-card border border-line"
      tabIndex={0}
      role="region"
      aria-label={caption ?? 'Tablo'}
    >
      <div className="min-w-[32rem] p-1 [&_table]:m-0 [&_td]:border-0 [&_td]:border-t [&_td]:border-line [&_th]:border-0">
        {withCaption}
      </div>
    </div>
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
    <div
      className="not-prose my-6 overflow-x-auto rounded-card border border-line"
      tabIndex={0}
      role="region"
      aria-label={caption ?? 'Karşılaştırma'}
    >
      <table className="w-full min-w-[32rem] text-sm">
        {caption && <caption className="px-4 pt-4 text-left text-muted">{caption}</caption>}
        <thead>
          <tr className="text-left">
            <th scope="col" className="px-4 py-3">
              Özellik
            </th>
            <th scope="col" className="px-4 py-3 text-center">
              Cloud Zoo
            </th>
            <th scope="col" className="px-4 py-3 text-center">
              Tek Bilgisayar
            </th>
            <th scope="col" className="px-4 py-3 text-center">
              LAN Zoo
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.feature} className="border-t border-line">
              <th scope="row" className="px-4 py-3 text-left font-medium">
                {row.feature}
              </th>
              <td className="px-4 py-3 text-center">
                <Mark value={row.cloudZoo} />
              </td>
              <td className="px-4 py-3 text-center">
                <Mark value={row.single} />
              </td>
              <td className="px-4 py-3 text-center">
                <Mark value={row.lanZoo} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
