// Light/dark theme: class `dark` on <html>, stored under localStorage 'theme', default light. The inline shell script
// (shell-script.ts) applies it before the first paint and flips it when the switch is clicked; the app follows. Browser.
import { createContext, use, useCallback, useMemo, useSyncExternalStore, type ReactNode } from 'react'
import { THEME_CHANGE_EVENT, THEME_STORAGE_KEY } from './shell-script.ts'

export type Theme = 'light' | 'dark'
export { THEME_STORAGE_KEY }

function subscribe(onChange: () => void): () => void {
  window.addEventListener(THEME_CHANGE_EVENT, onChange)
  window.addEventListener('storage', onChange)
  return () => {
    window.removeEventListener(THEME_CHANGE_EVENT, onChange)
    window.removeEventListener('storage', onChange)
  }
}

function readTheme(): Theme {
  return document.documentElement.classList.contains('dark') ? 'dark' : 'light'
}

export function applyTheme(theme: Theme): void {
  document.documentElement.classList.toggle('dark', theme === 'dark')
  try {
    localStorage.setItem(THEME_STORAGE_KEY, theme)
  } catch {
    // Private mode or blocked storage: the theme still applies for this page view.
  }
  window.dispatchEvent(new Event(THEME_CHANGE_EVENT))
}

interface ThemeContextValue {
  theme: Theme
  toggleTheme: () => void
  setTheme: (theme: Theme) => void
}

const ThemeContext = createContext<ThemeContextValue | null>(null)

export function ThemeProvider({ children }: { children: ReactNode }) {
  const theme = useSyncExternalStore<Theme>(subscribe, readTheme, () => 'light')
  const setTheme = useCallback((next: Theme) => applyTheme(next), [])
  const toggleTheme = useCallback(() => applyTheme(readTheme() === 'dark' ? 'light' : 'dark'), [])
  const value = useMemo(() => ({ theme, toggleTheme, setTheme }), [theme, toggleTheme, setTheme])
  return <ThemeContext value={value}>{children}</ThemeContext>
}

export function useTheme(): ThemeContextValue {
  const value = use(ThemeContext)
  if (!value) throw new Error('useTheme must be used within a <ThemeProvider>.')
  return value
}
