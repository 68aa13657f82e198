// The icons of the support area: exactly the names its data module uses (one small set per area).
import { BookOpen, Building2, CircleHelp, KeyRound, MessagesSquare, Phone, Wrench } from 'lucide-react'
import type { SupportIcon } from '../../shared/schemas/support'
import { createIcon } from '../ui/icon'

export const SupportIconSet = createIcon<SupportIcon>({
  BookOpen,
  Building2,
  CircleHelp,
  KeyRound,
  MessagesSquare,
  Phone,
  Wrench,
})
