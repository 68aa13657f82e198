// One of the advisor's multiple-choice questions as a card radio group, named after its query-string key. Browser.
import {
  AUDIENCES,
  CONCURRENCY,
  PARAMS,
  PLACEMENTS,
  PLATFORMS,
  PURCHASES,
  SCHOOL_ANSWERS,
  WISHES,
  type Answers,
} from '../../shared/advisor/answers.ts'
import type { AdvisorData } from '../../shared/schemas/advisor.ts'
import { ChoiceGroup } from './choice-group.tsx'

/** The answers chosen from a fixed list. */
export type ChoiceField =
  'audience' | 'school' | 'concurrency' | 'placement' | 'platform' | 'purchase' | 'wish'

/** Each such answer's choices, in the order they are shown. */
const CHOICES: { [K in ChoiceField]: readonly Answers[K][] } = {
  audience: AUDIENCES,
  school: SCHOOL_ANSWERS,
  concurrency: CONCURRENCY,
  placement: PLACEMENTS,
  platform: PLATFORMS,
  purchase: PURCHASES,
  wish: WISHES,
}

export interface AnswerChoiceProps<K extends ChoiceField> {
  field: K
  questions: AdvisorData['questions']
  answers: Answers
  onChange: (changes: Partial<Answers>) => void
}

export function AnswerChoice<K extends ChoiceField>({
  field,
  questions,
  answers,
  onChange,
}: AnswerChoiceProps<K>) {
  const question = questions[field]
  return (
    <ChoiceGroup<Answers[K]>
      name={PARAMS[field]}
      legend={question.label}
      hint={question.hint}
      values={CHOICES[field]}
      options={question.options as Record<Answers[K], { label: string; hint: string }>}
      value={answers[field]}
      onChange={(value) => onChange({ [field]: value })}
    />
  )
}
