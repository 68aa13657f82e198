// The 404 page: the spec's English title and sentence (the only English text on the site, as the spec requires), then
// the ways on in Turkish, the site's language: the main sections and the site search.
import { Search } from 'lucide-react'
import { Link } from 'react-router'
import { SEARCH_OPEN_ATTRIBUTE } from '../../lib/shell-script.ts'

const WAYS_ON = [
  { label: 'Ana Sayfa', href: '/' },
  { label: 'Özellikler', href: '/features' },
  { label: 'Öğrenme Kaynakları', href: '/learn' },
  { label: 'Wiki', href: '/wiki' },
  { label: 'Destek', href: '/support' },
  { label: 'İndir', href: '/download' },
] as const

export function NotFound() {
  // The search runs in the browser only: without JavaScript (a host serving 404.html) the button would do nothing.
  return (
    <section className="mx-auto flex max-w-3xl flex-col items-center px-4 py-20 text-center sm:py-24">
      <h1 lang="en" className="text-4xl font-bold tracking-tight text-balance sm:text-5xl">
        404 Page Not Found
      </h1>
      <p lang="en" className="mt-4 text-lg text-muted">
        Did you forget to add the page to the router?
      </p>
      <p className="mt-6 text-lg text-pretty">
        Aradığınız sayfa bulunamadı. Adres değişmiş ya da yanlış yazılmış olabilir.
      </p>
      <nav aria-labelledby="not-found-ways" className="mt-10 w-full">
        <h2 id="not-found-ways" className="text-sm font-semibold tracking-wide text-muted uppercase">
          Buradan devam edin
        </h2>
        <ul className="mt-4 flex flex-wrap justify-center gap-3">
          {WAYS_ON.map((way, index) => (
            <li key={way.href}>
              <Link
                to={way.href}
                className={
                  index === 0 ? 'btn btn-primary btn-size-default' : 'btn btn-secondary btn-size-default'
                }
              >
                {way.label}
              </Link>
            </li>
          ))}
        </ul>
        {/* Opens the header's search (the inline shell script), before the app has hydrated too. */}
        <button type="button" {...{ [SEARCH_OPEN_ATTRIBUTE]: '' }} className="btn btn-link mt-6 min-h-11">
          <Search aria-hidden="true" className="size-4" />
          Sitede ara
        </button>
      </nav>
    </section>
  )
}
