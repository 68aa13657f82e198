// Synthetic but valid wiki articles for the growth and search benchmarks (deterministic, from the real vocabulary).
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { WIKI_CATEGORY_IDS } from '../../src/shared/content-schema.ts'

function random(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

let vocabulary: string[] | undefined

/** Words of the real wiki, so synthetic text has Turkish letters and realistic term counts. */
export function realVocabulary(root = process.cwd()): string[] {
  if (vocabulary) return vocabulary
  const folder = path.join(root, 'content', 'wiki')
  const words = new Set<string>()
  for (const file of readdirSync(folder)) {
    if (!file.endsWith('.md') || file.startsWith('_')) continue
    const body = readFileSync(path.join(folder, file), 'utf8').split('---').slice(2).join(' ')
    for (const word of body.split(/[^\p{L}]+/u)) if (word.length >= 3 && word.length <= 14) words.add(word)
  }
  vocabulary = [...words].sort()
  return vocabulary
}

export interface SyntheticArticle {
  slug: string
  title: string
  description: string
  intro: string
  sections: { title: string; items: string[] }[]
}

export function syntheticArticle(index: number): SyntheticArticle {
  const next = random(index + 1)
  const words = realVocabulary()
  const word = () => words[Math.floor(next() * words.length)]!
  const phrase = (count: number) => Array.from({ length: count }, word).join(' ')
  const sentence = (count: number) => {
    const text = phrase(count)
    return text.charAt(0).toLocaleUpperCase('tr') + text.slice(1) + '.'
  }
  return {
    slug: `sentetik-${index}`,
    title: `${sentence(3).slice(0, -1)} ${index}`,
    description: sentence(14),
    intro: `${sentence(18)} ${sentence(16)}`,
    sections: Array.from({ length: 3 }, () => ({
      title: sentence(3).slice(0, -1),
      items: Array.from({ length: 5 }, () => sentence(12)),
    })),
  }
}

/** Article `index` as a Markdown file; in `category`, or spread over the categories in turn. */
export function syntheticMarkdown(
  index: number,
  category: string = WIKI_CATEGORY_IDS[index % WIKI_CATEGORY_IDS.length]!,
): string {
  const article = syntheticArticle(index)
  const sections = article.sections
    .map((section) => `## ${section.title}\n${section.items.map((item) => `- ${item}`).join('\n')}\n`)
    .join('\n')
  return `---\ntitle: "${article.title}"\ndescription: "${article.description}"\ncategory: ${category}\norder: ${1000 + index}\n---\n\n${article.intro}\n\n${sections}`
}
