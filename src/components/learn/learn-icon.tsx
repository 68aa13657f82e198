// The icons of the learn area (names: AREA_ICON_NAMES.learn, src/shared/icons.ts). Build time only.
import { iconSet } from '../ui/icon-set.server.tsx'

export const LearnIconSet = iconSet('learn')
