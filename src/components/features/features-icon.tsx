// The icons of the features area: exactly the names its data module uses (one small set per area).
import {
  Boxes,
  Cloud,
  Cpu,
  Eye,
  Files,
  Gauge,
  Monitor,
  PenTool,
  Shapes,
  Spline,
  Sun,
  Users,
  Wrench,
  Zap,
} from 'lucide-react'
import type { FeatureIcon } from '../../shared/schemas/features'
import { createIcon } from '../ui/icon'

export const FeaturesIconSet = createIcon<FeatureIcon>({
  Boxes,
  Cloud,
  Cpu,
  Eye,
  Files,
  Gauge,
  Monitor,
  PenTool,
  Shapes,
  Spline,
  Sun,
  Users,
  Wrench,
  Zap,
})
