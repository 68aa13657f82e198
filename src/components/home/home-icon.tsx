// The icons of the home area: exactly the names its data module uses (one small set per area).
import {
  Code,
  FileText,
  Gauge,
  GraduationCap,
  MessagesSquare,
  Move3d,
  Package,
  Puzzle,
  Shapes,
} from 'lucide-react'
import type { HomeIcon } from '../../shared/schemas/home'
import { createIcon } from '../ui/icon'

export const HomeIconSet = createIcon<HomeIcon>({
  Code,
  FileText,
  Gauge,
  GraduationCap,
  MessagesSquare,
  Move3d,
  Package,
  Puzzle,
  Shapes,
})
