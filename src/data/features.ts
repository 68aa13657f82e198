// The /features page: highlights, categories, detail page cards and expandable groups (content/data/features.yaml).
export {
  accordionIntro,
  categoriesIntro,
  closingCta,
  detailPages,
  detailPagesIntro,
  expandableGroups,
  featureCategories,
  hero,
  highlights,
  highlightsTitle,
} from '../generated/data/features.ts'
