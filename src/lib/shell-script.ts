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
export const SHELL_SCRIPT = `(function(d,w){
var h=d.documentElement;
try{if(localStorage.getItem('${THEME_STORAGE_KEY}')==='dark')h.classList.add('dark')}catch(e){}
function search(){var s=d.getElementById('${SEARCH_DIALOG_ID}');if(!s||s.open)return;s.showModal();var i=s.querySelector('input');if(i)i.select();w.dispatchEvent(new Event('${SEARCH_OPEN_EVENT}'))}
function menus(except){d.querySelectorAll('details[${MENU_ATTRIBUTE}][open]').forEach(function(m){if(m!==except)m.open=false})}
d.addEventListener('click',function(e){
var t=e.target;if(!(t instanceof Element))return;
if(t.id==='${SEARCH_DIALOG_ID}'){t.close();return}
var link=t.closest('a'),pop=link&&link.closest('[popover]');if(pop)pop.hidePopover();
menus(link?null:t.closest('details[${MENU_ATTRIBUTE}]'));
if(t.closest('[${SEARCH_OPEN_ATTRIBUTE}]')){e.preventDefault();search();return}
if(!t.closest('[${THEME_TOGGLE_ATTRIBUTE}]'))return;
var dark=!h.classList.contains('dark');h.classList.toggle('dark',dark);
try{localStorage.setItem('${THEME_STORAGE_KEY}',dark?'dark':'light')}catch(e){}
w.dispatchEvent(new Event('${THEME_CHANGE_EVENT}'))});
d.addEventListener('keydown',function(e){
var t=e.target,typing=t instanceof HTMLElement&&(t.isContentEditable||/^(INPUT|TEXTAREA|SELECT)$/.test(t.tagName));
if(e.key==='Escape'){var m=d.querySelector('details[${MENU_ATTRIBUTE}][open]');if(m){m.open=false;m.querySelector('summary').focus()}return}
if(((e.ctrlKey||e.metaKey)&&e.key.toLowerCase()==='k')||(e.key==='/'&&!typing&&!e.ctrlKey&&!e.metaKey&&!e.altKey)){e.preventDefault();search()}})
})(document,window)`
