// The advisor's questions, one screen of native controls. Follow-up questions (a public body's school question, the
// peak of people taking turns, the old licences of an upgrade, the used trial) are always in the markup and hidden
// when they do not apply, so the pre-rendered page and every render have the same elements. Browser.
import type { ReactNode } from 'react'
import { MAX_USERS, type AnswerKeys, type Answers } from '../../shared/advisor/answers.ts'
import type { AdvisorData } from '../../shared/schemas/advisor.ts'
import type { AdvisorView } from '../../lib/advisor-view.ts'
import { AnswerChoice } from './answer-choice.tsx'
import { NumberField } from './number-field.tsx'

export interface AdvisorFormProps {
  data: AdvisorData
  /** Query keys and choices (loader data). */
  keys: AnswerKeys
  answers: Answers
  view: AdvisorView
  onChange: (changes: Partial<Answers>) => void
  /** Before hydration the controls cannot work yet. */
  disabled: boolean
  /** Under the users' box above its maximum: where to write for a larger order. */
  overMax: ReactNode
}

/** A note under a number the address gave out of range (text and visibility from the view). */
function AdjustedNote({
  view,
  name,
}: {
  view: AdvisorView
  name: 'kisi-not' | 'ayni-anda-not' | 'sahip-not'
}) {
  return (
    <p
      className="mt-2 text-sm font-medium text-warning"
      data-v={name}
      data-s={name}
      hidden={!view.show[name]}
    >
      {view.text[name]}
    </p>
  )
}

export function AdvisorForm({ data, keys, answers, view, onChange, disabled, overMax }: AdvisorFormProps) {
  const q = data.questions
  const choice = { questions: q, keys, answers, onChange }
  const { show } = view
  return (
    <form
      onSubmit={(event) => event.preventDefault()}
      aria-label="Lisans seçimi soruları"
      className="print:hidden"
      data-advisor-form
    >
      <fieldset disabled={disabled} className="min-w-0 space-y-10">
        <AnswerChoice field="audience" {...choice} />
        <div data-s="okul" hidden={!show.okul}>
          <AnswerChoice field="school" {...choice} />
        </div>
        <div className="grid gap-8 sm:grid-cols-2">
          <div>
            <NumberField
              id="kisi"
              label={q.users.label}
              hint={q.users.hint}
              value={answers.users}
              min={1}
              max={MAX_USERS}
              onChange={(users) => onChange({ users })}
              overMax={overMax}
            />
            <AdjustedNote view={view} name="kisi-not" />
          </div>
          <div data-s="ayni-anda" hidden={!show['ayni-anda']}>
            <NumberField
              id="ayni-anda"
              label={q.peak.label}
              hint={q.peak.hint}
              value={answers.peak}
              min={1}
              max={answers.users}
              onChange={(peak) => onChange({ peak })}
            />
            <AdjustedNote view={view} name="ayni-anda-not" />
          </div>
        </div>
        <div data-s="kullanim" hidden={!show.kullanim}>
          <AnswerChoice field="concurrency" {...choice} />
        </div>
        <AnswerChoice field="placement" {...choice} />
        <AnswerChoice field="platform" {...choice} />
        <AnswerChoice field="purchase" {...choice} />
        <div data-s="sahip" hidden={!show.sahip}>
          <NumberField
            id="sahip"
            label={view.text['sahip-soru']}
            labelKey="sahip-soru"
            hint={q.owned.hint}
            value={Number(view.values.sahip)}
            min={0}
            max={MAX_USERS}
            onChange={(owned) => onChange({ owned })}
          />
          <AdjustedNote view={view} name="sahip-not" />
        </div>
        <AnswerChoice field="wish" {...choice} />
        <label data-s="deneme-onay" hidden={!show['deneme-onay']} className="choice-card">
          <input
            type="checkbox"
            name="deneme"
            checked={answers.triedTrial}
            onChange={(event) => onChange({ triedTrial: event.target.checked })}
            aria-describedby="deneme-ipucu"
            className="choice-input"
          />
          <span>
            <span className="block font-medium">{q.triedTrial.label}</span>
            <span id="deneme-ipucu" className="mt-0.5 block text-sm text-muted">
              {q.triedTrial.hint}
            </span>
          </span>
        </label>
      </fieldset>
    </form>
  )
}
