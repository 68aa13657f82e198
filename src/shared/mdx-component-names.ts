// Names of the components content authors may use in MDX; the build rejects any other tag. Pure.
export const MDX_COMPONENT_NAMES = [
  'Callout',
  'Card',
  'CardGrid',
  'CommandList',
  'CompanyIdentity',
  'CompanyOffices',
  'ComparisonTable',
  'DataTable',
  'LinkButton',
  'LinkGroup',
  'RequirementList',
  'Steps',
  'UseCaseGrid',
  'WhenFilled',
] as const
export type MdxComponentName = (typeof MDX_COMPONENT_NAMES)[number]
