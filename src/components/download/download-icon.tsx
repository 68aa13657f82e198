// The icons of the download area (names: AREA_ICON_NAMES.download, src/shared/icons.ts). Build time only.
import { iconSet } from '../ui/icon-set.server.tsx'

export const DownloadIconSet = iconSet('download')
