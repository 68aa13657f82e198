// The English 404 page (the only English text on the site, as the spec requires).
import { Link } from 'react-router'

export function NotFound() {
  return (
    <section lang="en" className="mx-auto flex max-w-3xl flex-col items-center px-4 py-24 text-center">
      <p className="text-6xl font-bold text-accent">404</p>
      <h1 className="mt-4 text-3xl font-bold tracking-tight">404 Page Not Found</h1>
      <p className="mt-4 text-lg text-muted">Did you forget to add the page to the router?</p>
      <Link
        to="/"
        className="mt-8 inline-flex min-h-11 items-center rounded-button bg-accent px-5 font-semibold text-accent-fg hover:bg-accent-strong"
      >
        Go to the home page
      </Link>
    </section>
  )
}
