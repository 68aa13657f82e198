// The breadcrumb trail of a sector page (/for/...), shared by the page and the route manifest. Pure.
import type { BreadcrumbItem } from './route-manifest'

export function industryBreadcrumb(industry: { breadcrumbLabel: string }): BreadcrumbItem[] {
  return [{ label: 'Sektörler', href: '/#sektorler' }, { label: industry.breadcrumbLabel }]
}
