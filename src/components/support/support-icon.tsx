// The icons of the support area (names: AREA_ICON_NAMES.support, src/shared/icons.ts). Build time only.
import { iconSet } from '../ui/icon-set.server.tsx'

export const SupportIconSet = iconSet('support')
