// The icons of the download area: exactly the names its data module uses (one small set per area).
import {
  BookOpen,
  Clock,
  Download,
  KeyRound,
  Monitor,
  Package,
  Puzzle,
  ShieldCheck,
  Smartphone,
  TriangleAlert,
  UserCheck,
  Wrench,
} from 'lucide-react'
import type { DownloadIcon } from '../../shared/schemas/download'
import { createIcon } from '../ui/icon'

export const DownloadIconSet = createIcon<DownloadIcon>({
  BookOpen,
  Clock,
  Download,
  KeyRound,
  Monitor,
  Package,
  Puzzle,
  ShieldCheck,
  Smartphone,
  TriangleAlert,
  UserCheck,
  Wrench,
})
