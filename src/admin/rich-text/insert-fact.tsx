// The facts of the article editor: the values its chips show (the data forms' own list, fact-field.tsx, refreshed from
// the repository once signed in) and the toolbar's "Ortak bilgi ekle", a list of the facts by their Turkish names and
// values whose choice goes into the text as a chip where the cursor was. Browser.
import { ButtonWithTooltip, insertDecoratorNode$, lexical, usePublisher } from '@mdxeditor/editor'
import { useEffect, useId, useState } from 'react'
import { allChoices } from '../fact-field.tsx'
import type { FactChoice } from '../fact-names.ts'
import { refreshFacts, useFactsVersion } from '../facts.ts'
import { $createFactNode, chipWords, type FactDescription, type FactSource } from './fact-chip.tsx'
import { ToolbarDialog } from './toolbar-dialog.tsx'

/** A fact of the facts form as a chip names it: "Gün sayısı", "Temel bilgiler › Deneme sürümü". */
function described(choice: FactChoice): FactDescription {
  const parts = choice.label.split(' › ')
  return { value: choice.value, label: parts.at(-1)!, place: parts.slice(0, -1).join(' › ') }
}

/** The facts the chips show, with their current values. */
export const siteFacts: FactSource = {
  describe: (name) => {
    const choice = allChoices().find((candidate) => candidate.name === name)
    return choice ? described(choice) : undefined
  },
  useVersion: useFactsVersion,
}

/** The facts with a value, grouped by their section of the facts form ("Fiyatlar (€)", "Ofisler › İzmir ofisi"). */
function factGroups(): [section: string, facts: (FactChoice & FactDescription)[]][] {
  const groups = new Map<string, (FactChoice & FactDescription)[]>()
  for (const choice of allChoices()) {
    if (choice.value === '') continue
    const fact = { ...choice, ...described(choice) }
    const section = fact.place.split(' › ').slice(1).join(' › ')
    groups.set(section, [...(groups.get(section) ?? []), fact])
  }
  return [...groups]
}

export function InsertFact() {
  const insert = usePublisher(insertDecoratorNode$)
  const version = useFactsVersion()
  const [open, setOpen] = useState(false)
  const [name, setName] = useState('')
  const noteId = useId()
  const listId = useId()
  useEffect(() => {
    void refreshFacts()
  }, [])
  const groups = open ? factGroups() : []
  const chosen = groups.flatMap(([, facts]) => facts).find((fact) => fact.name === name)
  const close = () => {
    setOpen(false)
    setName('')
  }
  return (
    <>
      <ButtonWithTooltip title="Ortak bilgi ekle" onClick={() => setOpen(true)}>
        <span aria-hidden="true" className="rich-button-text">
          Ortak bilgi
        </span>
      </ButtonWithTooltip>
      <ToolbarDialog
        title="Ortak bilgi ekle"
        open={open}
        onClose={close}
        submitLabel="Metne ekle"
        onSubmit={() => {
          if (!chosen) return
          insert(() => {
            // Inside bold or italic words, the chip is bold or italic with them.
            const selection = lexical.$getSelection()
            const format = lexical.$isRangeSelection(selection) ? selection.format : 0
            return $createFactNode(chosen.name, `{{${chosen.name}}}`, format)
          })
          close()
        }}
      >
        <p id={noteId} className="rich-field-note">
          Ortak bilgiler Temel bilgilerde bir kez yazılır; metinde değeriyle görünür ve orada değişince bu
          metin de kendiliğinden değişir.
        </p>
        <div className="rich-field">
          <label htmlFor={listId}>Ortak bilgi</label>
          <select
            id={listId}
            key={version}
            required
            size={10}
            value={name}
            aria-describedby={noteId}
            onChange={(event) => setName(event.target.value)}
            onDoubleClick={(event) => event.currentTarget.form?.requestSubmit()}
          >
            {groups.map(([section, facts]) => (
              <optgroup key={section} label={section}>
                {facts.map((fact) => (
                  <option key={fact.name} value={fact.name}>
                    {fact.label}: {fact.value}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </div>
        <p className="rich-fact-choice" aria-live="polite">
          {chosen ? (
            <>
              Metinde şöyle görünür: <span className="rhino-chip rich-fact">{chosen.value}</span>{' '}
              {chipWords(chosen.name, chosen).title}
            </>
          ) : (
            'Listeden bir bilgi seçin.'
          )}
        </p>
      </ToolbarDialog>
    </>
  )
}
