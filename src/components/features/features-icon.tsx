// The icons of the features area (names: AREA_ICON_NAMES.features, src/shared/icons.ts). Build time only.
import { iconSet } from '../ui/icon-set.server.tsx'

export const FeaturesIconSet = iconSet('features')
