// The icons of the home area (names: AREA_ICON_NAMES.home, src/shared/icons.ts). Build time only.
import { iconSet } from '../ui/icon-set.server.tsx'

export const HomeIconSet = iconSet('home')
