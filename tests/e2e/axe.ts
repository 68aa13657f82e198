// E2E helper: axe-core's WCAG 2.1 A/AA check (colour contrast included) on a page's current state.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Page } from 'playwright-core'

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

interface AxeViolation {
  id: string
  help: string
  nodes: { target: string[] }[]
}

/** axe's WCAG 2.1 A/AA rules that read colours: the only ones whose result a change of theme can change. */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block']

/**
 * WCAG 2.1 A/AA violations as 'rule: help — first targets'; an empty list means none. `rules`: only these of them
 * (a page already checked whole, after a change of theme).
 */
export async function axeViolations(page: Page, rules?: readonly string[]): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource)
  const violations = await page.evaluate(async (only) => {
    const axe = (
      window as unknown as {
        axe: { run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }> }
      }
    ).axe
    const result = await axe.run(document, {
      runOnly: only
        ? { type: 'rule', values: only }
        : { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      resultTypes: ['violations'],
    })
    return result.violations.map((violation) => ({
      id: violation.id,
      help: violation.help,
      nodes: violation.nodes.map((node) => ({ target: node.target })),
    }))
  }, rules)
  return violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} — ${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join(' | ')}`,
  )
}
