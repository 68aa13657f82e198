// The pages' site identity (src/site.config.ts, a literal the bundler can trim per chunk) is the one the build scripts
// make from the validated facts (siteFromFacts in src/shared/site-settings.ts).
import { expect, it } from 'vitest'
import * as facts from '../../src/generated/data/facts.ts'
import { site } from '../../src/site.config.ts'
import { siteFromFacts } from '../../src/shared/site-settings.ts'

it('is the same object siteFromFacts makes from the facts', () => {
  expect(site).toEqual(siteFromFacts(facts))
})
