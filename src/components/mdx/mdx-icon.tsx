// The icons of the mdx area (names: AREA_ICON_NAMES.mdx, src/shared/icons.ts). Build time only.
import { iconSet } from '../ui/icon-set.server.tsx'

export const MdxIconSet = iconSet('mdx')
