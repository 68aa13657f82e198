// The icons of the learn area: exactly the names its data module uses (one small set per area).
import { BookOpen, GraduationCap, MessagesSquare } from 'lucide-react'
import type { LearnInfoIcon } from '../../shared/schemas/learn'
import { createIcon } from '../ui/icon'

export const LearnIconSet = createIcon<LearnInfoIcon>({ BookOpen, GraduationCap, MessagesSquare })
