// The icons of the industry area: exactly the names its data module uses (one small set per area).
import { Award, BookOpen, Building2, Camera, Compass, Eye, Factory, Gauge, Gem, GraduationCap, Grid3x3, Layers, PenTool, Printer, Ruler, School, Scissors, Shapes, Ship, Spline, Sun, Trees, UserCheck, Workflow } from 'lucide-react'
import type { IndustryIcon } from '../../data/industries'
import { createIcon } from '../ui/icon'

export const IndustryIconSet = createIcon<IndustryIcon>({ Award, BookOpen, Building2, Camera, Compass, Eye, Factory, Gauge, Gem, GraduationCap, Grid3x3, Layers, PenTool, Printer, Ruler, School, Scissors, Shapes, Ship, Spline, Sun, Trees, UserCheck, Workflow })
