// The icons of the industry area (names: AREA_ICON_NAMES.industry, src/shared/icons.ts). Build time only.
import { iconSet } from '../ui/icon-set.server.tsx'

export const IndustryIconSet = iconSet('industry')
