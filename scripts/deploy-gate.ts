// `node scripts/deploy-gate.ts` (the deploy workflow, before the build): decides whether this run publishes and where
// (scripts/launch/deploy-decision.ts), prints the reasons in Turkish, and on GitHub Actions writes the branch to the
// step's outputs and the lines to the run's summary page. Exits 1 when it refuses, so nothing is built or published.
import { appendFileSync } from 'node:fs'
import { deployDecision, deployEnvironment } from './launch/deploy-decision.ts'
import { loadLaunchItems } from './launch/report.ts'
import { ContentError } from '../src/shared/content/problems.ts'

let items
try {
  items = await loadLaunchItems(process.cwd())
} catch (error) {
  if (!(error instanceof ContentError)) throw error
  console.error(error.message)
  process.exit(1)
}
const decision = deployDecision(items, deployEnvironment(process.env))
// In the workflow's log a refusal is an error annotation: GitHub shows it on the run's page, not only in the log.
const marker = process.env.GITHUB_ACTIONS === 'true' && !decision.allowed ? '::error::' : ''
const [first, ...rest] = decision.lines
console.log(`${marker}${first}`)
for (const line of rest) console.log(`  - ${line}`)
if (process.env.GITHUB_OUTPUT && decision.branch)
  appendFileSync(process.env.GITHUB_OUTPUT, `branch=${decision.branch}\n`)
if (process.env.GITHUB_STEP_SUMMARY)
  appendFileSync(
    process.env.GITHUB_STEP_SUMMARY,
    `### Yayına alma denetimi\n\n${first}\n\n${rest.map((line) => `- ${line}`).join('\n')}\n`,
  )
process.exit(decision.allowed ? 0 : 1)
