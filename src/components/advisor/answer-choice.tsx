// One of the advisor's multiple-choice questions as a card radio group, named after its query-string key. The keys
// and choices come with the page's data (AnswerKeys), not as code. Browser.
import type { AnswerKeys, Answers, ChoiceField } from '../../shared/advisor/answers.ts'
import type { AdvisorData } from '../../shared/schemas/advisor.ts'
import { ChoiceGroup } from './choice-group.tsx'

export interface AnswerChoiceProps<K extends ChoiceField> {
  field: K
  questions: AdvisorData['questions']
  keys: AnswerKeys
  answers: Answers
  onChange: (changes: Partial<Answers>) => void
}

export function AnswerChoice<K extends ChoiceField>({
  field,
  questions,
  keys,
  answers,
  onChange,
}: AnswerChoiceProps<K>) {
  const question = questions[field]
  return (
    <ChoiceGroup<Answers[K]>
      name={keys.params[field]}
      legend={question.label}
      hint={question.hint}
      values={keys.choices[field]}
      options={question.options as Record<Answers[K], { label: string; hint: string }>}
      value={answers[field]}
      onChange={(value) => onChange({ [field]: value })}
    />
  )
}
