// The shared data-fetching helper: GET with credentials, non-OK → Error('<status>: <body>'). Browser.

export interface FetchJsonOptions {
  /** What a 401 does: throw like any error, or resolve to null. @default 'throw' */
  on401?: 'throw' | 'returnNull'
  signal?: AbortSignal
}

/** Joins query-key segments with '/' into the URL, like the spec's default query function. */
export function keyToUrl(key: string | readonly (string | number)[]): string {
  return typeof key === 'string' ? key : key.map(String).join('/')
}

export async function fetchJson<T>(
  key: string | readonly (string | number)[],
  options: FetchJsonOptions = {},
): Promise<T | null> {
  const response = await fetch(keyToUrl(key), {
    method: 'GET',
    credentials: 'include',
    signal: options.signal,
  })
  if (response.status === 401 && options.on401 === 'returnNull') return null
  if (!response.ok) {
    const body = (await response.text().catch(() => '')).trim()
    throw new Error(`${response.status}: ${body || response.statusText}`)
  }
  return (await response.json()) as T
}
