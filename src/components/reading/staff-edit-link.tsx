// "Bu sayfayı düzenle" for staff only. Visitors get no link: the pre-rendered page holds a hidden anchor without an
// address, which the page's script (use-reading-enhancements.ts) turns into a link only in a browser where someone has
// signed in to the editor at /admin (Decap keeps its signed-in user in this origin's storage; `npm run admin`, whose
// editor runs on another port, leaves a cookie instead). The page's markup is the same for everyone: no hydration
// difference. Build time (the anchor) and browser (revealing it).
import { Pencil } from 'lucide-react'

/** Decap's storage key for the signed-in user, on the editor's (and so the site's) origin. */
const SIGNED_IN_KEY = 'decap-cms-user'
/** Set by the editor in local mode (src/admin/main.tsx): cookies are shared across the ports of 127.0.0.1. */
export const LOCAL_STAFF_COOKIE = 'rhino-staff'

/** The hidden anchor; `href` is where staff edit this page. */
export function StaffEditLink({ href }: { href: string }) {
  return (
    <a
      hidden
      data-staff-edit={href}
      className="inline-flex min-h-11 items-center gap-2 text-sm font-medium text-accent hover:underline print:hidden"
    >
      <Pencil aria-hidden="true" className="size-4" />
      Bu sayfayı düzenle
    </a>
  )
}

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
