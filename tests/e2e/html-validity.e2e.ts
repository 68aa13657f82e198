// Every built page is valid HTML by the Nu HTML Checker (vnu-jar): dist/ as the host serves it, the editor included.
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { validateHtml } from '../html-validity.ts'

describe('HTML validity', () => {
  it('the Nu HTML Checker reports no error on any page of dist/', () => {
    const dist = path.resolve(process.env.DIST_DIR ?? 'dist')
    const errors = validateHtml([dist]).map(
      (error) => `${path.relative(dist, error.file)}:${error.line}: ${error.message}`,
    )
    expect(errors).toEqual([])
  }, 180_000)
})
