// The icons of the irhino area: exactly the names its data module uses (one small set per area).
import {
  Box,
  Cloud,
  Cpu,
  Crosshair,
  Eye,
  Gauge,
  Hand,
  Layers,
  Orbit,
  PenTool,
  Scan,
  ScanLine,
  Settings,
  Shapes,
  Smartphone,
  Sparkles,
  Tablet,
} from 'lucide-react'
import type { IRhinoIcon } from '../../shared/schemas/irhino'
import { createIcon } from '../ui/icon'

export const IrhinoIconSet = createIcon<IRhinoIcon>({
  Box,
  Cloud,
  Cpu,
  Crosshair,
  Eye,
  Gauge,
  Hand,
  Layers,
  Orbit,
  PenTool,
  Scan,
  ScanLine,
  Settings,
  Shapes,
  Smartphone,
  Sparkles,
  Tablet,
})
