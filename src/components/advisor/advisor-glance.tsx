// The advice at a glance above the questions, on phones only: the licence, its total and the way on, within the first
// screen (the full summary with its rules follows the questions there). Static markup like the summary: the texts are
// the view's (data-v), so the pre-paint script and the page write the answers' values into it. Build time.
import { Link } from 'react-router'
import type { AdvisorView } from '../../lib/advisor-view.ts'
import { buttonVariants } from '../ui/button.tsx'

export function AdvisorGlance({ view, trialLabel }: { view: AdvisorView; trialLabel: string }) {
  const { text, show } = view
  return (
    <section
      aria-labelledby="bakis-baslik"
      className="mb-8 rounded-card border border-accent bg-accent-soft p-4 lg:hidden print:hidden"
      data-glance
    >
      <h2 id="bakis-baslik" className="text-sm font-semibold">
        Önerimiz
      </h2>
      <p className="mt-1 font-semibold" data-v="oneri" data-glance="oneri">
        {text.oneri}
      </p>
      <div data-s="teklif" hidden={!show.teklif}>
        <p className="mt-2 flex items-baseline justify-between gap-4">
          <span data-v="toplam-etiket">{text['toplam-etiket']}</span>
          <span className="text-lg font-bold tabular-nums" data-v="toplam" data-glance="toplam">
            {text.toplam}
          </span>
        </p>
        <div className="mt-3 flex flex-wrap gap-3">
          <a href="#talep" className={buttonVariants({ variant: 'primary' })}>
            Teklif talebini hazırla
          </a>
          <a href="#ozet-baslik" className={buttonVariants({ variant: 'ghost' })}>
            Neden bu öneri?
          </a>
        </div>
      </div>
      <div data-s="deneme" hidden={!show.deneme}>
        <Link to="/download" className={`${buttonVariants({ variant: 'primary' })} mt-3`}>
          {trialLabel}
        </Link>
      </div>
    </section>
  )
}
