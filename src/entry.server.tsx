// Pre-rendering (build time only; the site has no server): renders each route to complete HTML. Unlike React Router's
// default entry, every page waits for all of its data (not only crawlers), so no Suspense boundary is streamed out of
// order and pages carry no reveal scripts ($RC, $RB…) for the browser to run.
import { renderToReadableStream } from 'react-dom/server'
import { ServerRouter, type EntryContext } from 'react-router'

/** How long a page may take to render before the build gives up on it. */
export const streamTimeout = 10_000

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
): Promise<Response> {
  let status = responseStatusCode
  const body = await renderToReadableStream(<ServerRouter context={routerContext} url={request.url} />, {
    signal: AbortSignal.timeout(streamTimeout + 1000),
    // One chunk per boundary, however large, so completed boundaries are written in place.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError(error) {
      status = 500
      console.error(error)
    },
  })
  await body.allReady
  responseHeaders.set('Content-Type', 'text/html')
  return new Response(body, { headers: responseHeaders, status })
}
