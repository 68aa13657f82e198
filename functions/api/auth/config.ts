// What the sign-in Function knows besides its two secrets: GitHub's address and the site's own (canonical) address,
// facts.yaml `firma.web` as the content step generated it before the deploy (`npm run build`, then `wrangler pages
// deploy` bundles this import). Runs in Cloudflare's Workers runtime. The runtime tests replace this one module with
// a stand-in GitHub on loopback and a test host (tests/sign-in-runtime.ts), so the production code has no test hook.
import { firma } from '../../../src/generated/data/facts.ts'

/** GitHub's web address: its consent page and token exchange (github.com/login/oauth/…). */
export const GITHUB_ORIGIN = 'https://github.com'

/** The site's own address: the one host the OAuth app's callback URL names. */
export const CANONICAL_ORIGIN = firma.web
