// Theme toggle button: flips light/dark; its title says what a click does.
import { Moon, Sun } from 'lucide-react'
import { useTheme } from '../../lib/theme.tsx'
import { Button } from '../ui/button.tsx'
import { Tooltip } from '../ui/tooltip.tsx'

export function ThemeToggle() {
  const { theme, toggleTheme } = useTheme()
  const label = theme === 'dark' ? 'Aydınlık moda geç' : 'Karanlık moda geç'
  return (
    <Tooltip label={label}>
      <Button variant="ghost" size="icon" onClick={toggleTheme} aria-label={label}>
        {theme === 'dark' ? (
          <Sun aria-hidden="true" className="size-5" />
        ) : (
          <Moon aria-hidden="true" className="size-5" />
        )}
      </Button>
    </Tooltip>
  )
}
