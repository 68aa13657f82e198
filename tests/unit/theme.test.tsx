// @vitest-environment happy-dom
import { runInThisContext } from 'node:vm'
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { afterEach, describe, expect, it } from 'vitest'
import { SHELL_SCRIPT } from '../../src/lib/shell-script.ts'
import { ThemeProvider, useTheme } from '../../src/lib/theme.tsx'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

function Probe() {
  const { theme, toggleTheme } = useTheme()
  return (
    <button type="button" onClick={toggleTheme}>
      {theme}
    </button>
  )
}

function mount(element: React.ReactNode) {
  const container = document.createElement('div')
  document.body.append(container)
  const root = createRoot(container)
  act(() => root.render(element))
  return { container, unmount: () => act(() => root.unmount()) }
}

afterEach(() => {
  document.documentElement.className = ''
  localStorage.clear()
  document.body.innerHTML = ''
})

describe('ThemeProvider', () => {
  it('starts light, toggles the dark class on <html> and stores the choice', () => {
    const { container, unmount } = mount(
      <ThemeProvider>
        <Probe />
      </ThemeProvider>,
    )
    const button = container.querySelector('button')!
    expect(button.textContent).toBe('light')
    act(() => button.click())
    expect(button.textContent).toBe('dark')
    expect(document.documentElement.classList.contains('dark')).toBe(true)
    expect(localStorage.getItem('theme')).toBe('dark')
    act(() => button.click())
    expect(document.documentElement.classList.contains('dark')).toBe(false)
    expect(localStorage.getItem('theme')).toBe('light')
    unmount()
  })

  it('the inline shell script applies a stored dark theme before React runs, and its switch is followed by the app', () => {
    localStorage.setItem('theme', 'dark')
    // Runs the script's source text in this page's global scope, as the browser's parser does.
    runInThisContext(SHELL_SCRIPT)
    expect(document.documentElement.classList.contains('dark')).toBe(true)
    const { container, unmount } = mount(
      <ThemeProvider>
        <Probe />
        <button type="button" data-theme-toggle="">
          switch
        </button>
      </ThemeProvider>,
    )
    const [probe, toggle] = container.querySelectorAll('button')
    expect(probe!.textContent).toBe('dark')
    act(() => toggle!.click())
    expect(document.documentElement.classList.contains('dark')).toBe(false)
    expect(localStorage.getItem('theme')).toBe('light')
    expect(probe!.textContent).toBe('light')
    unmount()
  })

  it('useTheme outside the provider throws a clear developer error', () => {
    const root = createRoot(document.createElement('div'))
    expect(() => act(() => root.render(<Probe />))).toThrow('useTheme must be used within a <ThemeProvider>')
  })
})
