// The licence advisor's texts (content/data/advisor.yaml): questions, hints, rule and conflict explanations. Build.
import * as generated from '../generated/data/advisor.ts'
import type { AdvisorData } from '../shared/schemas/advisor.ts'

/** The whole collection as one object, as the page's loader hands it to the browser. */
export const advisorData: AdvisorData = { ...generated }
