// MDX tables: reading a Markdown table's cells, and which columns hold figures or long explanations.
import { createElement as h } from 'react'
import { describe, expect, it } from 'vitest'
import {
  detailColumn,
  numericColumns,
  tableCells,
  textOf,
} from '../../src/components/mdx/data-table-cells.ts'

const METAL_ROWS = [
  ['Eğriler', 'Çok sayıda eğriden oluşan, yoğun bir çizim modeli', '6', '54', '11x'],
  ['Küpler', 'Binlerce basit kutu nesnesiyle hazırlanmış nesne yoğunluğu testi', '5', '120', '24x'],
]

describe('tableCells', () => {
  it('reads the header and the body rows of the table MDX hands over', () => {
    const table = h(
      'table',
      null,
      h('thead', null, h('tr', null, h('th', null, 'Model'), h('th', null, 'Hızlanma'))),
      h('tbody', null, h('tr', null, h('td', null, 'Eğriler'), h('td', null, h('strong', null, '11x')))),
    )
    const cells = tableCells(['\n', table, '\n'])
    expect(cells?.header).toEqual(['Model', 'Hızlanma'])
    expect(cells?.rows.map((row) => row.map(textOf))).toEqual([['Eğriler', '11x']])
  })

  it('is null without a table', () => {
    expect(tableCells(h('p', null, 'metin'))).toBeNull()
  })
})

describe('column kinds', () => {
  it('finds the figure columns (fps and speed-ups) of the Metal table', () => {
    expect([...numericColumns(METAL_ROWS)]).toEqual([2, 3, 4])
  })

  it.each([
    [['1.194,00', '995'], true],
    [['%30', '4,5'], true],
    [['11x', 'yok'], false],
    [['Rhino 8', '8'], false],
  ])('%j is a figure column: %s', (column, expected) => {
    expect(numericColumns(column.map((cell) => [cell])).has(0)).toBe(expected)
  })

  it('picks the column of long explanations, never the first one', () => {
    expect(detailColumn(METAL_ROWS)).toBe(1)
    expect(detailColumn(METAL_ROWS.map((row) => [row[1]!, row[0]!, row[2]!]))).toBe(-1)
    expect(detailColumn(METAL_ROWS.map((row) => row.slice(0, 2)))).toBe(-1)
  })
})
