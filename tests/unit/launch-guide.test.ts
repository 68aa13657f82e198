// The guide for the person who puts the site live (content/YAYINA-ALMA.md) holds every message the sign-in Function,
// the deploy gate and the launch check can show, as their tables write them (`{name}` values as "…"), so a new or
// reworded message cannot be left out of its troubleshooting table; and both other guides point to it.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { SIGN_IN_FAILURES, SIGN_IN_NOTES } from '../../functions/api/auth/messages.ts'
import { LAUNCH_MESSAGES } from '../../scripts/launch/checks.ts'
import { DEPLOY_MESSAGES } from '../../scripts/launch/deploy-decision.ts'

const guide = readFileSync('content/YAYINA-ALMA.md', 'utf8')
/** A message as the guide quotes it: every value to be filled in shown as "…". */
const asQuoted = (template: string) => template.replace(/\{\w+\}/g, '…')

describe('content/YAYINA-ALMA.md', () => {
  it.each([
    ...Object.entries(SIGN_IN_NOTES).map(([id, text]) => [`sign-in note ${id}`, text]),
    ...Object.entries(SIGN_IN_FAILURES).map(([id, text]) => [`sign-in failure ${id}`, text]),
    ...Object.entries(DEPLOY_MESSAGES).map(([id, text]) => [`deploy gate ${id}`, text]),
    ...Object.entries(LAUNCH_MESSAGES).map(([id, text]) => [`launch check ${id}`, text]),
  ])('quotes the %s message', (_, text) => {
    expect(guide).toContain(`\`${asQuoted(text)}\``)
  })

  it('is linked from the start of the staff guide and from the README', () => {
    const staffGuide = readFileSync('content/README.md', 'utf8')
    expect(staffGuide.slice(0, staffGuide.indexOf('\n## '))).toContain('](YAYINA-ALMA.md)')
    expect(readFileSync('README.md', 'utf8')).toContain('](content/YAYINA-ALMA.md)')
  })

  it('names the settings the workflow and the Function read', () => {
    for (const name of [
      'CLOUDFLARE_API_TOKEN',
      'CLOUDFLARE_ACCOUNT_ID',
      'CLOUDFLARE_PAGES_PROJECT',
      'DEPLOY_PREVIEW_BRANCH',
      'GITHUB_CLIENT_ID',
      'GITHUB_CLIENT_SECRET',
      '/api/auth/callback',
      'npm run check -- --yayin',
    ])
      expect(guide).toContain(name)
  })
})
