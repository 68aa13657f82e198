// The advisor's questions, one screen of native controls, and the optional details for a business quote. Browser.
import { MAX_USERS, type Answers } from '../../shared/advisor/answers.ts'
import type { AdvisorData } from '../../shared/schemas/advisor.ts'
import { CONTACT_LABELS, contactFieldsFor, type ContactDetails } from '../../lib/advisor-quote.ts'
import { AnswerChoice } from './answer-choice.tsx'
import { NumberField } from './number-field.tsx'

/** Longest text a detail box takes (the mail link shortens longer ones anyway). */
const CONTACT_MAX_LENGTH: Record<keyof ContactDetails, number> = {
  name: 80,
  organisation: 120,
  city: 40,
  phone: 20,
  taxOffice: 60,
  taxNumber: 11,
  school: 120,
}

const CONTACT_INPUT: Partial<Record<keyof ContactDetails, { type: string; autoComplete: string }>> = {
  name: { type: 'text', autoComplete: 'name' },
  organisation: { type: 'text', autoComplete: 'organization' },
  city: { type: 'text', autoComplete: 'address-level2' },
  phone: { type: 'tel', autoComplete: 'tel' },
}

export interface AdvisorFormProps {
  data: AdvisorData
  answers: Answers
  onChange: (changes: Partial<Answers>, replace?: boolean) => void
  contact: ContactDetails
  onContactChange: (contact: ContactDetails) => void
  /** Before hydration the controls cannot work yet. */
  disabled: boolean
}

export function AdvisorForm({
  data,
  answers,
  onChange,
  contact,
  onContactChange,
  disabled,
}: AdvisorFormProps) {
  const q = data.questions
  const choice = { questions: q, answers, onChange }
  return (
    <form
      onSubmit={(event) => event.preventDefault()}
      aria-label="Lisans seçimi soruları"
      className="print:hidden"
    >
      <fieldset disabled={disabled} className="min-w-0 space-y-10">
        <AnswerChoice field="audience" {...choice} />
        <div className="grid gap-8 sm:grid-cols-2">
          <NumberField
            id="kisi"
            label={q.users.label}
            hint={q.users.hint}
            value={answers.users}
            min={1}
            max={MAX_USERS}
            onChange={(users) => onChange({ users }, true)}
          />
          {answers.concurrency === 'sirayla' && answers.users > 1 && (
            <NumberField
              id="ayni-anda"
              label={q.peak.label}
              hint={q.peak.hint}
              value={answers.peak}
              min={1}
              max={answers.users}
              onChange={(peak) => onChange({ peak }, true)}
            />
          )}
        </div>
        <AnswerChoice field="concurrency" {...choice} />
        <AnswerChoice field="placement" {...choice} />
        <AnswerChoice field="platform" {...choice} />
        <AnswerChoice field="purchase" {...choice} />
        <AnswerChoice field="wish" {...choice} />
        <label className="flex min-h-11 cursor-pointer items-start gap-3 rounded-card border border-line bg-raised p-4 has-checked:border-accent has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-accent">
          <input
            type="checkbox"
            name="deneme"
            checked={answers.triedTrial}
            onChange={(event) => onChange({ triedTrial: event.target.checked })}
            aria-describedby="deneme-ipucu"
            className="mt-1 size-4 shrink-0 accent-accent focus-visible:outline-none"
          />
          <span>
            <span className="block font-medium">{q.triedTrial.label}</span>
            <span id="deneme-ipucu" className="mt-0.5 block text-sm text-muted">
              {q.triedTrial.hint}
            </span>
          </span>
        </label>
        <fieldset className="min-w-0 rounded-card border border-line p-5 sm:p-6">
          {/* Floated so the legend sits inside the box like a heading instead of on its border. */}
          <legend className="float-left w-full text-base font-semibold">
            Teklif için bilgileriniz (isteğe bağlı)
          </legend>
          <p className="clear-left pt-1 text-sm text-muted">
            Yalnızca e-postanıza eklenir; bu sayfa kaydetmez ve adres çubuğuna yazmaz.
          </p>
          <div className="mt-4 grid gap-4 sm:grid-cols-2">
            {contactFieldsFor(answers.audience).map((field) => (
              <div key={field}>
                <label htmlFor={`bilgi-${field}`} className="block text-sm font-medium">
                  {CONTACT_LABELS[field]}
                </label>
                <input
                  id={`bilgi-${field}`}
                  type={CONTACT_INPUT[field]?.type ?? 'text'}
                  autoComplete={CONTACT_INPUT[field]?.autoComplete ?? 'off'}
                  inputMode={field === 'taxNumber' ? 'numeric' : undefined}
                  maxLength={CONTACT_MAX_LENGTH[field]}
                  value={contact[field]}
                  onChange={(event) => onContactChange({ ...contact, [field]: event.target.value })}
                  className="mt-1 min-h-11 w-full rounded-button border border-line bg-raised px-3 py-2 text-base"
                />
              </div>
            ))}
          </div>
        </fieldset>
      </fieldset>
    </form>
  )
}
