// What a visitor reads for each learning-resource type (cards and search). The data keeps the spec's value 'Döküman';
// pages and search write the correct Turkish 'Doküman'. No zod here, so the browser bundle can import it.
import type { LearningResource } from './schemas/learn.ts'

export const LEARN_TYPE_LABELS: Record<LearningResource['type'], string> = {
  Video: 'Video',
  'Video Serisi': 'Video Serisi',
  Tutorial: 'Tutorial',
  Döküman: 'Doküman',
}
