// Site header: logo, main navigation, 'Ofisler' menu, support, the 'İndir' button, theme toggle and the mobile menu.
// Every control works from the first paint, before the app hydrates: the mobile menu is a popover opened by its
// button, 'Ofisler' a <details>; the theme switch and the search button are driven by the inline shell script.
import { ChevronDown, Menu, X } from 'lucide-react'
import { Link, NavLink, useLocation } from 'react-router'
import { downloadLink, mainNav, officesMenu, supportLink } from '../../data/navigation.ts'
import { SITE_NAME } from '../../site.config.ts'
import { SiteSearch } from '../search/site-search.tsx'
import { OfficesMenu } from './offices-menu.tsx'
import { ThemeToggle } from './theme-toggle.tsx'

/**
 * The current page's link is styled from its aria-current attribute, not from a class that differs: 404.html is
 * pre-rendered at "/" (so "Ana Sayfa" was current there) and React keeps the server's attributes when it hydrates;
 * the build removes aria-current from that file (scripts/postbuild.ts), and nothing else needs patching.
 */
const navLinkClass = () =>
  'inline-flex min-h-11 items-center rounded-button px-3 text-sm font-medium text-fg hover:text-accent aria-[current=page]:text-accent'

export function Logo() {
  return (
    <Link to="/" className="flex min-h-11 items-center gap-2 rounded-button font-bold tracking-tight">
      {/* Low priority: React then writes no preload for it before the stylesheet, which it would delay. */}
      <img src="/favicon.svg" alt="" width="32" height="32" fetchPriority="low" className="size-8" />
      <span>{SITE_NAME}</span>
    </Link>
  )
}

/** The mobile menu's popover: the menu button opens and closes it; Escape, a click outside or a chosen link close it. */
const MOBILE_MENU_ID = 'mobile-menu'

export function Header() {
  const { pathname } = useLocation()

  return (
    <header className="sticky top-0 z-40 border-b border-line bg-bg/90 backdrop-blur supports-[backdrop-filter]:bg-bg/80 print:hidden">
      {/* From 1280 px a grid whose menu and buttons start at fixed places: a page painted while its header was half
          parsed (the menu's later links or the buttons not there yet) lays them out where they stay (no layout
          shift). The buttons' column is at least as wide as they are (266 px measured), and they start at its left:
          a search button painted alone does not move when the buttons after it arrive. */}
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 xl:grid xl:grid-cols-[auto_minmax(0,1fr)_minmax(17rem,auto)] xl:gap-8">
        <Logo />
        <nav aria-label="Ana menü" className="hidden items-center gap-1 xl:flex xl:justify-self-start">
          {mainNav.map((item) => (
            <NavLink key={item.href} to={item.href} end={item.href === '/'} className={navLinkClass}>
              {item.label}
            </NavLink>
          ))}
          <OfficesMenu active={officesMenu.some((item) => item.href.split('#')[0] === pathname)} />
          <NavLink to={supportLink.href} className={navLinkClass}>
            {supportLink.label}
          </NavLink>
        </nav>
        <div className="flex items-center gap-1 sm:gap-2 xl:justify-self-start">
          <SiteSearch />
          <Link
            to={downloadLink.href}
            className="download-border hidden min-h-11 items-center rounded-button px-5 text-sm font-semibold text-accent-fg sm:inline-flex"
          >
            {downloadLink.label}
          </Link>
          <ThemeToggle />
          <button
            type="button"
            popoverTarget={MOBILE_MENU_ID}
            className="mobile-menu-button inline-flex size-11 items-center justify-center rounded-button hover:bg-surface xl:hidden"
          >
            <Menu aria-hidden="true" className="menu-closed-icon size-6" />
            <X aria-hidden="true" className="menu-open-icon size-6" />
            <span className="sr-only">Menü</span>
          </button>
        </div>
      </div>
      <nav
        id={MOBILE_MENU_ID}
        popover="auto"
        aria-label="Mobil menü"
        className="mobile-menu border-t border-line bg-bg text-fg"
      >
        <ul className="mx-auto max-w-7xl space-y-1 px-4 py-4 sm:px-6">
          {mainNav.map((item) => (
            <li key={item.href}>
              <NavLink to={item.href} end={item.href === '/'} className={navLinkClass}>
                {item.label}
              </NavLink>
            </li>
          ))}
          <li>
            <details className="group">
              <summary className="inline-flex min-h-11 w-full cursor-pointer list-none items-center justify-between rounded-button px-3 text-sm font-medium [&::-webkit-details-marker]:hidden">
                Ofisler
                <ChevronDown
                  aria-hidden="true"
                  className="size-4 transition-transform group-open:rotate-180"
                />
              </summary>
              <ul className="ml-4 border-l border-line pl-2">
                {officesMenu.map((item) => (
                  <li key={item.href}>
                    <Link
                      to={item.href}
                      className="flex min-h-11 items-center px-3 text-sm hover:text-accent"
                    >
                      {item.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </details>
          </li>
          <li>
            <NavLink to={supportLink.href} className={navLinkClass}>
              {supportLink.label}
            </NavLink>
          </li>
          <li className="pt-2">
            <Link
              to={downloadLink.href}
              className="download-border inline-flex min-h-11 w-full items-center justify-center rounded-button px-5 text-sm font-semibold text-accent-fg"
            >
              {downloadLink.label}
            </Link>
          </li>
        </ul>
      </nav>
    </header>
  )
}
