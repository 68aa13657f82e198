// The icons of the resources area: exactly the names its data module uses (one small set per area).
import { BookOpen, Building2, Camera, Code, Download, MessagesSquare, Ruler, Workflow } from 'lucide-react'
import type { ResourceIcon } from '../../shared/schemas/resources'
import { createIcon } from '../ui/icon'

export const ResourcesIconSet = createIcon<ResourceIcon>({
  BookOpen,
  Building2,
  Camera,
  Code,
  Download,
  MessagesSquare,
  Ruler,
  Workflow,
})
