// Browser: turns the pre-rendered, hidden "Bu sayfayı düzenle" anchors (staff-edit-link.tsx) into links in a browser
// where someone has signed in to the editor. A module of its own, without the anchor's icon: the reading pages load it.

/** Decap's storage key for the signed-in user, on the editor's (and so the site's) origin. */
const SIGNED_IN_KEY = 'decap-cms-user'
/** Set by the editor in local mode (src/admin/main.tsx): cookies are shared across the ports of 127.0.0.1. */
export const LOCAL_STAFF_COOKIE = 'rhino-staff'

/** Shows the page's edit links when this browser's user has signed in to the editor. */
export function revealStaffEditLinks(): () => void {
  let staff = false
  try {
    staff =
      localStorage.getItem(SIGNED_IN_KEY) !== null ||
      document.cookie.split('; ').includes(`${LOCAL_STAFF_COOKIE}=1`)
  } catch {
    // Storage blocked: a visitor as far as this page can tell.
  }
  if (staff)
    for (const link of document.querySelectorAll<HTMLAnchorElement>('a[data-staff-edit]')) {
      link.href = link.dataset.staffEdit!
      link.hidden = false
    }
  return () => {}
}
