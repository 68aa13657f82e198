// The icons of the irhino area (names: AREA_ICON_NAMES.irhino, src/shared/icons.ts). Build time only.
import { iconSet } from '../ui/icon-set.server.tsx'

export const IrhinoIconSet = iconSet('irhino')
