// The gallery credits only real, listed names: every author and organisation must be in content/data/credits.yaml,
// our own team's projects must be labelled as demonstration models and customers' must not. Pure; build time.
import type { CreditsData } from '../schemas/credits.ts'
import type { GalleryData } from '../schemas/gallery.ts'
import type { ValueProblem } from './link-checks.ts'

export function creditProblems(credits: CreditsData, gallery: GalleryData): ValueProblem[] {
  const kinds = new Map(credits.credits.map((credit) => [credit.name, credit.kind]))
  const problems: ValueProblem[] = []
  const check = (
    list: 'galleryItems' | 'featuredProjects',
    index: number,
    field: string,
    name: string,
    demonstration: boolean,
  ) => {
    const kind = kinds.get(name)
    if (!kind)
      problems.push({
        path: [list, index, field],
        message: `"${name}" proje sahipleri listesinde (content/data/credits.yaml) yok; yalnızca gerçek ve listede olan adlar yazılabilir`,
      })
    else if (kind === 'ekibimiz' && !demonstration)
      problems.push({
        path: [list, index, 'demonstration'],
        message: `"${name}" kendi ekibimiz; bu proje gösterim modeli olarak işaretlenmeli (demonstration: true)`,
      })
    else if (kind === 'müşteri' && demonstration)
      problems.push({
        path: [list, index, 'demonstration'],
        message: `"${name}" bir müşteri; müşteri projesi gösterim modeli olarak işaretlenemez (demonstration: false)`,
      })
  }
  gallery.galleryItems.forEach((item, index) =>
    check('galleryItems', index, 'author', item.author, item.demonstration),
  )
  gallery.featuredProjects.forEach((project, index) =>
    check('featuredProjects', index, 'organization', project.organization, project.demonstration),
  )
  return problems
}
