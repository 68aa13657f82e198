// className helper: joins the classes that are given, leaving out false, null, undefined and ''. Shared components keep
// their base styles in the CSS components layer (src/app.css), so utilities passed by callers win without a runtime
// merge library, and a join is all it takes.
export type ClassValue = string | false | null | undefined

export function cn(...inputs: ClassValue[]): string {
  return inputs.filter(Boolean).join(' ')
}
