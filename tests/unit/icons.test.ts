// The icon names of src/shared/icons.ts are the one list: the schema accepts exactly them and the area's icon set
// draws every one of them.
import { renderToStaticMarkup } from 'react-dom/server'
import { createElement } from 'react'
import { describe, expect, it } from 'vitest'
import { iconSet } from '../../src/components/ui/icon-set.server.tsx'
import { AREA_ICON_NAMES, type IconArea } from '../../src/shared/icons.ts'
import { iconName } from '../../src/shared/schemas/fields.ts'

const AREAS = Object.keys(AREA_ICON_NAMES) as IconArea[]

describe('icon names written once', () => {
  it.each(AREAS)('%s: the set draws every name as a decorative SVG, and nothing for another name', (area) => {
    const Icon = iconSet(area)
    for (const name of AREA_ICON_NAMES[area]) {
      expect(Icon.has(name)).toBe(true)
      expect(renderToStaticMarkup(createElement(Icon, { name }))).toMatch(/^<svg[^>]*aria-hidden="true"/)
    }
    expect(Icon.has('NoSuchIcon')).toBe(false)
    expect(renderToStaticMarkup(createElement(Icon, { name: 'NoSuchIcon' }))).toBe('')
  })

  it.each(AREAS)('%s: the schema accepts exactly the names of the list, in its order', (area) => {
    expect(iconName(area).options).toEqual(AREA_ICON_NAMES[area])
    const refused = iconName(area).safeParse('NoSuchIcon')
    expect(refused.success).toBe(false)
    expect(refused.error?.issues[0]?.message).toContain(AREA_ICON_NAMES[area].join(', '))
  })
})
