// Stage 3 for data collections (build time): one typed TypeScript module per collection for src/generated/data/. Pure.
import { DATA_COLLECTIONS, type DataCollectionName } from '../../src/shared/content-schema.ts'
import type { DataCollections } from './collections.ts'
import { GENERATED_NOTE } from './emit.ts'

/**
 * `export const <key>: <Type>['<key>'] = …` for each top-level field, so a page imports only the parts it uses
 * (the bundler drops the rest) and TypeScript checks the data against the schema's type.
 */
export function toDataModules(collections: DataCollections): Record<string, string> {
  const modules: Record<string, string> = {}
  for (const name of Object.keys(DATA_COLLECTIONS) as DataCollectionName[]) {
    const { schemaModule, type } = DATA_COLLECTIONS[name]
    const lines = [`// ${GENERATED_NOTE} (from content/data)`]
    if (name === 'industries') {
      lines.push(`import type { ${type}, IndustrySlug } from '../../shared/schemas/${schemaModule}.ts'`, '')
      lines.push(
        `export const industries: Record<IndustrySlug, ${type}> = ${JSON.stringify(collections.industries, null, 2)}`,
      )
    } else {
      lines.push(`import type { ${type} } from '../../shared/schemas/${schemaModule}.ts'`, '')
      for (const [key, value] of Object.entries(collections[name])) {
        lines.push(`export const ${key}: ${type}['${key}'] = ${JSON.stringify(value, null, 2)}`, '')
      }
    }
    modules[`${name}.ts`] = lines.join('\n').trimEnd() + '\n'
  }
  return modules
}
