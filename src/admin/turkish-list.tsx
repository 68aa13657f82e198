// Decap's list widget, registered again under its own name with what Turkish and the data forms need (main.tsx): a
// list counts with the singular, lower-cased the Turkish way ("4 lisans kartı", "2 ilgili sayfa"; Decap wrote
// "4 lisans kartları" and "i̇lgili"), its add button keeps the item's own case ("Lisans kartı ekle"), and an item is
// titled by what the site shows (a fact in its title reads as the fact's value, list-titles.ts). A registered
// widget, so Decap's own files stay as published. Browser.
import { Component, createElement, type ComponentClass } from 'react'
import { resolvedListTitle } from './list-titles.ts'

interface FieldMap {
  get: (key: string, fallback?: unknown) => unknown
  set: (key: string, value: unknown) => FieldMap
}

type Translate = (key: string, options?: Record<string, unknown>) => string

interface ListProps {
  field: FieldMap
  t: Translate
  [prop: string]: unknown
}

/** The parts of Decap's list control this widget uses: its item titles and what the form calls on it. */
interface DecapListControl extends Component<ListProps> {
  objectLabel(item: unknown): unknown
  validate?: () => void
  focus?: (path: string) => void
}

interface WidgetRegistry {
  getWidget: (name: string) => { control: unknown; preview: unknown; schema?: unknown } | undefined
  registerWidget: (name: string, control: unknown, preview?: unknown, schema?: unknown) => void
}

/** The phrase of the list's add button (src/admin/turkish-phrases.ts: "%{item} ekle"). */
const ADD_KEY = 'editor.editorWidgets.list.add'

/**
 * What the list shows for its count and add button: the item's name lower-cased the Turkish way for the count, as
 * written for the button. Pure.
 */
export function listWording(field: FieldMap): { count: string; item: string; label: string } {
  const text = (value: unknown) => (typeof value === 'string' ? value : '')
  const label = text(field.get('label')) || text(field.get('name'))
  const item = text(field.get('label_singular')) || label
  return { count: item.toLocaleLowerCase('tr'), item, label }
}

/** Registers the Turkish list over Decap's own; does nothing when Decap has no list widget. */
export function registerTurkishList(cms: WidgetRegistry): void {
  const list = cms.getWidget('list')
  if (!list) return
  const Base = list.control as ComponentClass<ListProps> & { prototype: DecapListControl }

  class TitledList extends (Base as unknown as new (props: ListProps) => DecapListControl) {
    override objectLabel(item: unknown): unknown {
      return resolvedListTitle(super.objectLabel(item))
    }
  }

  /**
   * Decap lower-cases the label it is given with the browser's English rules and counts "one" with the singular, every
   * other number with the plural; given the Turkish singular already lower-cased, it writes what Turkish says. The add
   * button and the field's own messages keep the names as written.
   */
  class TurkishList extends Component<ListProps> {
    private inner: DecapListControl | null = null

    /** The field as the list is given it, kept while Decap's own stays the same. */
    private shown: { from: FieldMap; field: FieldMap } | null = null

    /** Decap validates a list through its control (its items, then its size). */
    validate = () => this.inner?.validate?.()

    focus = (path: string) => this.inner?.focus?.(path)

    /** Decap's list re-renders whenever its form does (its items hold their own state). */
    override shouldComponentUpdate() {
      return true
    }

    private translate: Translate = (key, options) => {
      const { item, label } = listWording(this.props.field)
      if (key === ADD_KEY) return this.props.t(key, { ...options, item })
      // The count's stand-in must not reach a message about the list ("Lisans kartları en az 1 öğe içermeli").
      return this.props.t(
        key,
        options && 'fieldLabel' in options ? { ...options, fieldLabel: label } : options,
      )
    }

    override render() {
      const from = this.props.field
      if (this.shown?.from !== from) {
        const { count } = listWording(from)
        this.shown = { from, field: from.set('label', count).set('label_singular', count) }
      }
      return createElement(TitledList as unknown as ComponentClass<ListProps>, {
        ...this.props,
        field: this.shown.field,
        t: this.translate,
        ref: (instance: unknown) => {
          this.inner = instance as DecapListControl | null
        },
      })
    }
  }

  cms.registerWidget('list', TurkishList, list.preview, list.schema)
}
