// The icons of the resources area (names: AREA_ICON_NAMES.resources, src/shared/icons.ts). Build time only.
import { iconSet } from '../ui/icon-set.server.tsx'

export const ResourcesIconSet = iconSet('resources')
