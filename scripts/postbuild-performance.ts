// Build time, for a fast first paint and short main-thread tasks: module preloads dropped from pre-rendered pages (scripts/postbuild.ts), V8's compile hint for the shell chunk (vite.config.ts).
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

/**
 * V8's explicit compile hint (https://v8.dev/blog/explicit-compile-hints), put at the top of the shell chunk (React,
 * React DOM, React Router) by vite.config.ts: all its functions are compiled when it loads, instead of one by one
 * during hydration, which made hydration's tasks long (Lighthouse Total Blocking Time).
 */
export const SHELL_COMPILE_HINT = '//# allFunctionsCalledOnLoad'
