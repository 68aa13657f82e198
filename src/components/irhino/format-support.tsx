// iRhino formats: the '15+' claim with every open/import format listed, and the save format. Formats are data: set as
// text and plain tags, never in the filled or bordered shapes of a button.
import { FileDown, FileUp } from 'lucide-react'
import {
  IMPORT_FORMAT_CLAIM,
  importFormats,
  importFormatsClaimCaption,
  importFormatsTitle,
  saveFormat,
  saveFormatText,
  saveFormatTitle,
} from '../../data/irhino.ts'

export function FormatSupport() {
  return (
    <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
      <div className="rounded-card border border-line bg-raised p-6 shadow-card sm:p-8">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <h3 id="acma-formatlari" className="flex items-center gap-2 text-lg font-semibold">
            <FileUp aria-hidden="true" className="size-5 text-accent" />
            {importFormatsTitle}
          </h3>
          <p className="flex items-baseline gap-2">
            <span className="text-4xl font-bold tracking-tight text-accent">{IMPORT_FORMAT_CLAIM}</span>
            <span className="text-sm text-muted">{importFormatsClaimCaption}</span>
          </p>
        </div>
        <ul aria-labelledby="acma-formatlari" className="mt-6 flex flex-wrap gap-2">
          {importFormats.map((format) => (
            <li key={format} className="rounded-md bg-surface px-2.5 py-1 font-mono text-sm font-medium">
              {format}
            </li>
          ))}
        </ul>
      </div>
      <div className="flex flex-col rounded-card border border-line bg-raised p-6 shadow-card sm:p-8">
        <h3 className="flex items-center gap-2 text-lg font-semibold">
          <FileDown aria-hidden="true" className="size-5 text-accent" />
          {saveFormatTitle}
        </h3>
        <p className="mt-6 font-mono text-3xl font-bold tracking-tight text-accent">{saveFormat}</p>
        <p className="mt-4 text-muted">{saveFormatText}</p>
      </div>
    </div>
  )
}
