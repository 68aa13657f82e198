// After pre-rendering (build time, applied by scripts/postbuild.ts): keeps JavaScript out of the first paint's way.
/** React Router's <link rel="modulepreload"> tags, hoisted by React to the top of <head>. */
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>/g

/**
 * Drops the module preloads: on a slow connection the ~30 hoisted requests (all of the route's JavaScript) go out
 * before the stylesheet and the LCP image and delay the first paint (Lighthouse mobile LCP ≈ 2.5 s with them,
 * ≈ 1.0 s without). The module script at the end of <body> still loads the same modules; hydration starts a little
 * later, after the first paint. React re-adds the tags while hydrating (harmless: the modules are loaded by then).
 */
export function dropModulePreloads(html: string): string {
  return html.replace(MODULE_PRELOAD, '')
}
