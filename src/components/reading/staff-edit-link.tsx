// "Bu sayfayı düzenle" for staff only. Visitors get no link: the pre-rendered page holds a hidden anchor without an
// address, which the page's script (reading-enhancements.ts) turns into a link only in a browser where someone has
// signed in to the editor at /admin (Decap keeps its signed-in user in this origin's storage; `npm run admin`, whose
// editor runs on another port, leaves a cookie instead). The page's markup is the same for everyone: no hydration
// difference. Build time (the anchor) and browser (revealing it).
import { Pencil } from 'lucide-react'

/** The hidden anchor; `href` is where staff edit this page. */
export function StaffEditLink({ href }: { href: string }) {
  return (
    <a
      hidden
      // A named place, not a broken link: crawlers (and Lighthouse's crawlable-anchors) skip an anchor with an id.
      id="sayfayi-duzenle"
      data-staff-edit={href}
      className="inline-flex min-h-11 items-center gap-2 text-sm font-medium text-accent hover:underline print:hidden"
    >
      <Pencil aria-hidden="true" className="size-4" />
      Bu sayfayı düzenle
    </a>
  )
}
