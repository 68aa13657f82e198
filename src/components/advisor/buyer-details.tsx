// The buyer's side of the request: who the invoice is for, the invoice and contact details (the institution asked
// once), the currency of the offer, the holders of personal licences (one row each), the old keys of an upgrade, and
// the documents to attach with how to attach them. Problems show at their field once it was left or sending was
// tried. Browser (part of the lazily loaded request section).
import type { Invoice } from '../../shared/advisor/answers.ts'
import type { AdvisorData } from '../../shared/schemas/advisor.ts'
import {
  contactFieldsFor,
  contactLabel,
  type ContactDetails,
  type ContactField,
  type ContactNeeds,
  type OfferCurrency,
} from '../../lib/advisor-contact.ts'
import { holderId, isRequired, type QuoteRequest } from '../../lib/quote-request.ts'
import { Button } from '../ui/button.tsx'
import { FieldBox, RadioCards } from './request-fields.tsx'

/** The KVKK notice (a shared decision: the page exists at this address). */
const KVKK_PATH = '/kvkk'

const INVOICE_OPTIONS: Record<Invoice, { label: string; hint: string }> = {
  kurum: { label: 'Şirket veya kurum adına', hint: 'Unvan, vergi dairesi ve vergi numarası' },
  sahis: { label: 'Kendi adıma (şahıs)', hint: 'T.C. kimlik numarasıyla e-Arşiv fatura' },
}

const CURRENCY_OPTIONS: Record<OfferCurrency, { label: string; hint: string }> = {
  eur: { label: 'Avro (€)', hint: 'Fatura, fatura günündeki TCMB kuruyla TL olarak kesilir' },
  tl: { label: 'Türk lirası (TL)', hint: 'Teklif TL tutarıyla hazırlanır' },
}

export interface BuyerDetailsProps {
  data: AdvisorData
  model: QuoteRequest
  needs: ContactNeeds
  contact: ContactDetails
  onContact: (changes: Partial<ContactDetails>) => void
  onInvoice: (invoice: Invoice) => void
  onHolder: (line: number, index: number, part: 'name' | 'email', value: string) => void
  onClear: () => void
  /** A problem's message when it should show (the field was left, or sending was tried), else ''. */
  problemAt: (id: string) => string
  onLeave: (id: string) => void
}

export function BuyerDetails(props: BuyerDetailsProps) {
  const { data, model, needs, contact, onContact, onInvoice, onHolder, onClear, problemAt, onLeave } = props
  const fields = contactFieldsFor(needs)
  const box = (field: ContactField) => (
    <FieldBox
      key={field}
      id={`bilgi-${field}`}
      label={contactLabel(field, needs)}
      required={isRequired(field)}
      value={contact[field]}
      onValue={(value) => onContact({ [field]: value })}
      problem={problemAt(`bilgi-${field}`)}
      onLeave={onLeave}
      kind={field}
      describedBy={field === 'name' ? 'bilgi-not' : undefined}
    />
  )
  return (
    <div className="space-y-8">
      <fieldset className="min-w-0 space-y-5 rounded-card border border-line p-5 sm:p-6">
        <legend className="float-left w-full text-base font-semibold">{data.request.detailsTitle}</legend>
        <div id="bilgi-not" className="clear-left space-y-2 pt-1 text-sm text-muted">
          <p>
            {data.request.privacyNote}{' '}
            <a href={KVKK_PATH} className="font-medium text-accent underline underline-offset-2">
              KVKK Aydınlatma Metni
            </a>
          </p>
          <p data-storage-note>{data.request.storageNote}</p>
        </div>
        <Button variant="ghost" size="small" onClick={onClear}>
          Formu temizle
        </Button>
        <RadioCards
          name="fatura"
          legend="Fatura kimin adına?"
          hint="Şirketler ve kurumlar vergi bilgileriyle, kişiler T.C. kimlik numarasıyla faturalanır."
          options={INVOICE_OPTIONS}
          value={needs.invoice}
          onChange={onInvoice}
        />
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1">
          {fields.filter((field) => field !== 'keys').map(box)}
        </div>
        <RadioCards
          name="para-birimi"
          legend="Teklif hangi para biriminde olsun?"
          hint="Liste fiyatları avrodur; isterseniz teklifi Türk lirası olarak hazırlarız."
          options={CURRENCY_OPTIONS}
          value={contact.currency}
          onChange={(currency) => onContact({ currency })}
        />
      </fieldset>

      {model.holders.length > 0 && (
        <fieldset className="min-w-0 space-y-4 rounded-card border border-line p-5 sm:p-6" data-holders>
          <legend className="float-left w-full text-base font-semibold">{data.request.holdersTitle}</legend>
          <p className="clear-left pt-1 text-sm text-muted">{data.request.holdersHint}</p>
          {model.holders.map((line) => (
            <div key={line.number} className="space-y-3">
              <p className="text-sm font-medium">
                {line.number}. {line.order}
              </p>
              {line.people.map((person, index) => (
                <div key={index} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
                  {(['name', 'email'] as const).map((part) => {
                    const id = holderId(line.number, index, part === 'name' ? 'ad' : 'eposta')
                    return (
                      <FieldBox
                        key={part}
                        id={id}
                        label={`${index + 1}. lisans sahibinin ${part === 'name' ? 'adı soyadı' : 'e-posta adresi'}`}
                        required
                        value={person[part]}
                        onValue={(value) => onHolder(line.number, index, part, value)}
                        problem={problemAt(id)}
                        onLeave={onLeave}
                        kind={part === 'name' ? 'name' : 'email'}
                      />
                    )
                  })}
                </div>
              ))}
            </div>
          ))}
        </fieldset>
      )}

      {fields.includes('keys') && (
        <fieldset className="min-w-0 space-y-3 rounded-card border border-line p-5 sm:p-6">
          <legend className="float-left w-full text-base font-semibold">
            {data.attachments['eski-anahtarlar'].title}
          </legend>
          <p className="clear-left pt-1 text-sm text-muted">{data.attachments['eski-anahtarlar'].text}</p>
          {box('keys')}
        </fieldset>
      )}

      {model.documents.length > 0 && (
        <fieldset className="min-w-0 space-y-3 rounded-card border border-line p-5 sm:p-6" data-documents>
          <legend className="float-left w-full text-base font-semibold">
            {data.request.attachmentsTitle}
          </legend>
          <ul className="clear-left space-y-2 pt-1 text-sm">
            {model.documents.map((item) => (
              <li key={item.id}>
                <span className="font-medium">{item.title}:</span> {item.text}
              </li>
            ))}
          </ul>
          <p className="text-sm text-muted">{data.request.attachmentsHow}</p>
        </fieldset>
      )}
    </div>
  )
}
