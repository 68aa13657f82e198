// The /resources page: plug-in directory, file formats and other resources (content/data/resources.yaml); build and browser.
export {
  developerCta,
  fileFormatClaim as FILE_FORMAT_CLAIM,
  fileFormats,
  fileFormatsIntro,
  fileFormatsTitle,
  otherResources,
  otherResourcesIntro,
  pluginCategories,
  pluginsIntro,
  resourcesHero,
} from '../generated/data/resources.ts'
