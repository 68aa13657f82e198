// The document shell (browser and pre-render): <html lang="tr">, head tags, theme script, header, footer.
import { useEffect, type ReactNode } from 'react'
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration } from 'react-router'
import type { Route } from './+types/root'
import './app.css'
import { SiteFooter } from './components/layout/site-footer.tsx'
import { Header } from './components/layout/header.tsx'
import { LazyNotFound } from './components/layout/lazy-not-found.tsx'
import { ToastProvider } from './components/toast/toast-provider.tsx'
import { SHELL_SCRIPT } from './lib/shell-script.ts'
import { ThemeProvider } from './lib/theme.tsx'

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="tr" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1d4ed8" />
        {/* Pre-rendered only (the browser's code does not carry it); hydration leaves its text alone. */}
        <script
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? SHELL_SCRIPT : '' }}
        />
        <Meta />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Links />
      </head>
      <body className="flex min-h-dvh flex-col">
        <ThemeProvider>
          <ToastProvider>
            <a
              href="#main"
              className="sr-only z-50 rounded-button bg-accent px-4 py-2 text-accent-fg focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
            >
              İçeriğe geç
            </a>
            <Header />
            <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
              {children}
            </main>
            <SiteFooter />
          </ToastProvider>
        </ThemeProvider>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  )
}

export default function App() {
  // A marker for tests and tools: the app has hydrated and is interactive.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true'
  }, [])
  return <Outlet />
}

/** Rendered into the SPA fallback (served as 404.html), so hosts without JavaScript still show the 404 text. */
export function HydrateFallback() {
  return <LazyNotFound />
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <LazyNotFound />
  return (
    <section className="mx-auto max-w-3xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">Beklenmeyen bir hata oluştu</h1>
      <p className="mt-4 text-muted">Sayfayı yenilemeyi deneyin; sorun sürerse bize e-posta ile bildirin.</p>
    </section>
  )
}
