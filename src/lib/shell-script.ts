// The one inline script of the document shell (src/root.tsx, in <head>): it applies the stored theme before the first
// paint and makes the header's controls answer from the first paint, before (and after) the app hydrates: the theme
// switch, the search button and its shortcuts, and closing a menu with Escape, a click outside it or a chosen link.
// The menus themselves are the platform's (the mobile menu a popover, 'Ofisler' a <details>). Browser.

/** Marks the theme switch (components/layout/theme-toggle.tsx): a click flips the theme. */
export const THEME_TOGGLE_ATTRIBUTE = 'data-theme-toggle'
/** Marks a control that opens the site search (the header's button, the 404 page's 'Sitede ara'). */
export const SEARCH_OPEN_ATTRIBUTE = 'data-search-open'
/** The search's <dialog> (components/search/site-search.tsx). */
export const SEARCH_DIALOG_ID = 'site-search'
/** Dispatched on window when the search opens, so that the app loads the search then. */
export const SEARCH_OPEN_EVENT = 'site-search:open'
/** Marks a <details> menu that Escape and a click outside close. */
export const MENU_ATTRIBUTE = 'data-menu'
/** Dispatched on window when the theme changes (lib/theme.tsx follows it). */
export const THEME_CHANGE_EVENT = 'themechange'
export const THEME_STORAGE_KEY = 'theme'

/**
 * The script's text, the same on every page (its CSP hash is in each page's policy). Written by hand in the syntax
 * every browser of the last years runs; kept short, since every page carries it.
 */
export const SHELL_SCRIPT = `(function(d,w){var h=d.documentElement,M='details[${MENU_ATTRIBUTE}]',O=M+'[open]',K='${THEME_STORAGE_KEY}';
try{localStorage.getItem(K)=='dark'&&h.classList.add('dark')}catch(e){}
function s(){var g=d.getElementById('${SEARCH_DIALOG_ID}');if(g&&!g.open){g.showModal();g.querySelector('input').select();w.dispatchEvent(new Event('${SEARCH_OPEN_EVENT}'))}}
d.addEventListener('click',function(e){var t=e.target;if(!t.closest)return;
if(t.id=='${SEARCH_DIALOG_ID}')return t.close();
var a=t.closest('a'),p=a&&a.closest('[popover]'),m=a?null:t.closest(M);p&&p.hidePopover();
d.querySelectorAll(O).forEach(function(o){o!=m&&(o.open=!1)});
if(t.closest('[${SEARCH_OPEN_ATTRIBUTE}]'))return e.preventDefault(),s();
if(t.closest('[${THEME_TOGGLE_ATTRIBUTE}]')){var k=h.classList.toggle('dark');try{localStorage.setItem(K,k?'dark':'light')}catch(e){}w.dispatchEvent(new Event('${THEME_CHANGE_EVENT}'))}});
d.addEventListener('keydown',function(e){var t=e.target,o=d.querySelector(O);
if(e.key=='Escape'&&o)return o.open=!1,o.firstChild.focus();
if((e.ctrlKey||e.metaKey)&&e.key.toLowerCase()=='k'||e.key=='/'&&!e.ctrlKey&&!e.metaKey&&!e.altKey&&!t.isContentEditable&&!/^(INPUT|TEXTAREA|SELECT)$/.test(t.tagName))e.preventDefault(),s()})
})(document,window)`
