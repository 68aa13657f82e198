// Reading time of an article ("6 dk okuma"): words divided by a reading speed, rounded up. Pure; build time.

/**
 * Words an adult reads in a minute of Turkish technical text (reading studies give 180–250; Turkish words are long).
 * @default 200
 */
export const WORDS_PER_MINUTE = 200

/** Words of a text: runs of characters between whitespace. */
export function countWords(text: string): number {
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length
}

/** Minutes to read a text: words / WORDS_PER_MINUTE, rounded up, at least 1. */
export function readingMinutes(text: string, wordsPerMinute = WORDS_PER_MINUTE): number {
  return Math.max(1, Math.ceil(countWords(text) / wordsPerMinute))
}
