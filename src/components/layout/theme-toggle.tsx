// Theme toggle button: flips light/dark (the inline shell script does it, from the first paint); its name and icon say
// what a click does, chosen by the theme's class on <html> in CSS, so they are right before the app runs.
import { Moon, Sun } from 'lucide-react'
import { THEME_TOGGLE_ATTRIBUTE } from '../../lib/shell-script.ts'
import { useTheme } from '../../lib/theme.tsx'
import { Button } from '../ui/button.tsx'
import { Tooltip } from '../ui/tooltip.tsx'

export const TO_DARK = 'Karanlık moda geç'
export const TO_LIGHT = 'Aydınlık moda geç'

export function ThemeToggle() {
  const { theme } = useTheme()
  return (
    <Tooltip label={theme === 'dark' ? TO_LIGHT : TO_DARK} nativeTitle={false}>
      <Button variant="ghost" size="icon" {...{ [THEME_TOGGLE_ATTRIBUTE]: '' }}>
        <Moon aria-hidden="true" className="size-5 dark:hidden" />
        <Sun aria-hidden="true" className="hidden size-5 dark:block" />
        <span className="sr-only dark:hidden">{TO_DARK}</span>
        <span className="sr-only hidden dark:inline">{TO_LIGHT}</span>
      </Button>
    </Tooltip>
  )
}
