// The web-platform APIs that both Node (≥ 20) and browsers provide, declared for src/shared/ alone
// (tsconfig.shared.json has neither the DOM's nor Node's types): only the members shared code uses.
interface URLSearchParams {
  get(name: string): string | null
  has(name: string): boolean
  set(name: string, value: string): void
  toString(): string
}
// eslint-disable-next-line no-var -- a global declaration, as the DOM and Node declare it
declare var URLSearchParams: { prototype: URLSearchParams; new (init?: string): URLSearchParams }
