// E2E: every label the SPEC quotes in single quotes (src/shared/spec-labels.ts) on the built page of its route, after
// the steps that bring it up (a search with no match, a click): the labels stay as the SPEC quotes them.
import type { Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  SPEC_LABELS,
  specLabelPattern,
  type SpecLabel,
  type SpecLabelStep,
} from '../../src/shared/spec-labels.ts'
import { openPage, setupBrowser, type OpenedPage } from './helpers.ts'

const browser = setupBrowser()

/** How long a label may take to show after the page or a step (lazy article, search, hydration). */
const SHOWS_WITHIN_MS = 15_000

/** The labels by page and steps: each group is checked on one page, opened for it. */
const byPage = new Map<string, SpecLabel[]>()
for (const label of SPEC_LABELS) {
  const key = `${label.route}${label.after ? ` after ${JSON.stringify(label.after)}` : ''}`
  byPage.set(key, [...(byPage.get(key) ?? []), label])
}
const groups = [...byPage]

async function take(page: Page, step: SpecLabelStep): Promise<void> {
  if ('search' in step) {
    await page.locator('main input[type="search"]').first().fill(step.search)
  } else if ('click' in step) {
    const scope = step.within ? page.locator(step.within).first() : page.locator('body')
    const name = specLabelPattern({ text: step.click })
    // A button, or a <details>' summary (the header's 'Ofisler' works without the app as a native disclosure).
    await scope
      .getByRole('button', { name })
      .or(scope.locator('summary').filter({ hasText: name }))
      .filter({ visible: true })
      .first()
      .click()
  } else {
    await page.locator(`${step.open} details:not([open]) > summary`).first().click()
  }
}

/** The visible elements showing `label` the way the SPEC says it is shown. */
function shown(page: Page, label: SpecLabel): Locator {
  const scope = label.within ? page.locator(label.within).first() : page.locator('body')
  const pattern = specLabelPattern(label)
  switch (label.shown ?? 'text') {
    case 'title':
      // The control's name, which its tooltip shows (the static HTML's title attribute gives way to the tooltip).
      return scope
        .getByTitle(label.text, { exact: true })
        .or(scope.getByRole('button', { name: label.text, exact: true }))
        .filter({ visible: true })
    case 'value':
      return scope
        .locator('select, input')
        .filter({ visible: true, has: page.locator(`[value="${label.text}"]:checked`) })
    default:
      return scope.getByText(pattern).filter({ visible: true })
  }
}

describe.each(groups)('%s', (_group, labels) => {
  let opened: OpenedPage
  beforeAll(async () => {
    opened = await openPage(browser(), labels[0]!.route)
    for (const step of labels[0]!.after ?? []) await take(opened.page, step)
  }, 60_000)
  afterAll(async () => {
    await opened?.close()
  })

  it.each(labels.map((label) => [label.text, label] as const))('shows %j', async (_text, label) => {
    const where = `'${label.text}' (SPEC: ${label.section}) on ${label.route}`
    if (label.shown === 'document-title') {
      expect(await opened.page.title(), where).toMatch(specLabelPattern(label))
      return
    }
    const found = shown(opened.page, label).first()
    const visible = await found
      .waitFor({ state: 'visible', timeout: SHOWS_WITHIN_MS })
      .then(() => true)
      .catch(() => false)
    expect(visible, `${where}: not on the page`).toBe(true)
  })
})
