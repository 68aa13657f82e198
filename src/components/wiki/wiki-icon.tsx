// The icons of the wiki area (names: AREA_ICON_NAMES.wiki, src/shared/icons.ts). Build time only.
import { iconSet } from '../ui/icon-set.server'

export const WikiIconSet = iconSet('wiki')
