// The sign-in page is the company's, in Turkish: "Rhino Türkiye İçerik Paneli" with the site's mark above Decap's own
// sign-in button, not Decap's logo (which staff do not know). Each backend's sign-in page is wrapped when Decap
// creates the backend (registered in hidden-files.ts, main.tsx); the mark is one of the editor's own files, so it loads on whichever
// origin and port the editor is served from. Browser.
import { createElement, type ComponentType } from 'react'
import mark from '../../public/favicon.svg?url'

interface WithSignIn {
  authComponent?: () => ComponentType<Record<string, unknown>>
}

const wrapped = new WeakMap<ComponentType<Record<string, unknown>>, ComponentType<Record<string, unknown>>>()

/** Decap's sign-in page `Page` under the panel's name; one wrapper per page, so Decap keeps it mounted. */
function signInPage(Page: ComponentType<Record<string, unknown>>): ComponentType<Record<string, unknown>> {
  const known = wrapped.get(Page)
  if (known) return known
  function SignInPage(props: Record<string, unknown>) {
    return (
      <div className="rhino-sign-in-page">
        <header className="rhino-sign-in">
          <img src={mark} alt="" width={72} height={72} />
          <h1>Rhino Türkiye İçerik Paneli</h1>
          <p>Sitenin makalelerini, fiyatlarını ve bilgilerini buradan yazıp yayımlarsınız.</p>
        </header>
        {createElement(Page, props)}
      </div>
    )
  }
  wrapped.set(Page, SignInPage)
  return SignInPage
}

/** Gives a backend instance the panel's sign-in page. */
export function withSignInPage(instance: WithSignIn): void {
  // A backend without a sign-in page of its own (none of the editor's) is left as it is.
  const page = instance.authComponent?.bind(instance)
  if (page) instance.authComponent = () => signInPage(page())
}
