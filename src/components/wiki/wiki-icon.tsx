// The icons of the wiki categories.
import { BookOpen, FileText, GraduationCap, Puzzle, Settings, Workflow, Wrench } from 'lucide-react'
import type { WikiCategoryIcon } from '../../data/wiki-categories'
import { createIcon } from '../ui/icon'

export const WikiIconSet = createIcon<WikiCategoryIcon>({
  BookOpen,
  FileText,
  GraduationCap,
  Puzzle,
  Settings,
  Workflow,
  Wrench,
})
