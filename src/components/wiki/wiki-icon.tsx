// The icons of the wiki area (names: AREA_ICON_NAMES.wiki, src/shared/icons.ts). Build time only.
import { iconSet } from '../ui/icon-set.server.tsx'

export const WikiIconSet = iconSet('wiki')
