// Tests (unit and e2e): vitest's asymmetric string matchers typed `unknown` instead of vitest's `any`, so an expected
// object that uses them holds no unchecked value (type-aware lint). `toEqual(expect.stringContaining(…))` needs none.
import { expect } from 'vitest'

/** Matches a string that contains `text`. */
export const stringContaining = (text: string): unknown => expect.stringContaining(text)

/** Matches a string that `pattern` matches. */
export const stringMatching = (pattern: string | RegExp): unknown => expect.stringMatching(pattern)
