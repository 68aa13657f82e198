// Lookups in a sorted term list: exact, by prefix and within an edit distance (browser and build).

/** Position of the first term that is not below `term` (terms.length when all are). */
export function lowerBound(terms: readonly string[], term: string): number {
  let low = 0
  let high = terms.length
  while (low < high) {
    const middle = (low + high) >>> 1
    if (terms[middle]! < term) low = middle + 1
    else high = middle
  }
  return low
}

/** Positions [start, end) of `term` itself: one position, or none (start = end). */
export function exactRange(terms: readonly string[], term: string): [start: number, end: number] {
  const start = lowerBound(terms, term)
  return [start, terms[start] === term ? start + 1 : start]
}

/** Positions [start, end) of the terms that start with `prefix` (the term itself included). */
export function prefixRange(terms: readonly string[], prefix: string): [start: number, end: number] {
  const start = lowerBound(terms, prefix)
  let end = start
  while (end < terms.length && terms[end]!.startsWith(prefix)) end++
  return [start, end]
}

/**
 * Terms within `maxDistance` Levenshtein edits of `query`: position → distance. Neighbouring sorted terms share
 * prefixes, so the rows of the edit matrix computed for one term are reused for the next, and a prefix that is
 * already too far rules out every term after it that shares it (the radix-tree walk, on a sorted array).
 */
export function fuzzyMatches(
  terms: readonly string[],
  query: string,
  maxDistance: number,
): Map<number, number> {
  const matches = new Map<number, number>()
  const columns = query.length + 1
  const longest = query.length + maxDistance
  const tooFar = maxDistance + 1
  // Row r holds the distances between the first r letters of the current term and every prefix of the query;
  // cells outside the diagonal band can never come back under the limit and stay at tooFar.
  const matrix = new Uint8Array((longest + 1) * columns).fill(tooFar)
  for (let column = 0; column < columns; column++) matrix[column] = Math.min(column, tooFar)
  for (let row = 1; row <= longest; row++) matrix[row * columns] = Math.min(row, tooFar)
  let previous = ''
  // Rows 0..validRows belong to `previous`; `failedRow` is the first of them already past the limit.
  let validRows = 0
  let failedRow = Infinity
  for (let position = 0; position < terms.length; position++) {
    const term = terms[position]!
    if (term.length > longest || term.length < query.length - maxDistance) continue
    let shared = 0
    const limit = Math.min(validRows, term.length)
    while (shared < limit && term.charCodeAt(shared) === previous.charCodeAt(shared)) shared++
    if (shared >= failedRow) continue
    previous = term
    failedRow = Infinity
    let row = shared
    for (; row < term.length; row++) {
      const letter = term.charCodeAt(row)
      const current = (row + 1) * columns
      const above = row * columns
      const first = Math.max(1, row + 1 - maxDistance)
      const last = Math.min(columns - 1, row + 1 + maxDistance)
      let smallest = matrix[current]!
      for (let column = first; column <= last; column++) {
        const substitute = matrix[above + column - 1]! + (letter === query.charCodeAt(column - 1) ? 0 : 1)
        const value = Math.min(
          substitute,
          matrix[above + column]! + 1,
          matrix[current + column - 1]! + 1,
          tooFar,
        )
        matrix[current + column] = value
        if (value < smallest) smallest = value
      }
      if (smallest > maxDistance) {
        failedRow = row + 1
        row++
        break
      }
    }
    validRows = row
    if (failedRow === Infinity) {
      const distance = matrix[term.length * columns + query.length]!
      if (distance <= maxDistance) matches.set(position, distance)
    }
  }
  return matches
}
