// className helper: joins conditional classes. Shared components keep their base styles in the CSS components
// layer (src/app.css), so utilities passed by callers win without a runtime merge library.
import { clsx, type ClassValue } from 'clsx'

export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs)
}
