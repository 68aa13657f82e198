// E2E: every data form of the editor shows its own file, however staff arrive at it (the list, an address or bookmark,
// back and forward), and a save after moving between files writes only the file on screen.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { Page } from 'playwright-core'
import { describe, expect, it, vi } from 'vitest'
import { parse } from 'yaml'
import { dataCollections } from '../../src/admin/collections.ts'
import { publish, setupEditorSession } from './editor-session.ts'
import { setupBrowser } from './helpers.ts'

const browser = setupBrowser()
const session = setupEditorSession(browser)
const entryHash = (name: string) => `#/collections/data/entries/${name}`

/** Every text value of a YAML file, at any depth. */
function texts(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  if (Array.isArray(value)) return value.flatMap(texts)
  if (value && typeof value === 'object') return Object.values(value).flatMap(texts)
  return []
}

/** What the form shows of its file: its text and the values of its fields (not the notes on facts it uses). */
function formText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const notes = [...document.querySelectorAll<HTMLElement>('.rhino-fact-note, .rhino-fact-actions')]
    for (const note of notes) note.style.display = 'none'
    const text = document.body.innerText
    for (const note of notes) note.style.display = ''
    const values = [...document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')]
    return [text, ...values.map((field) => field.value)].join('\n')
  })
}

/** The data files that hold some text of their own (redirects.yaml may be an empty list). */
function withTexts() {
  return dataCollections.filter((collection) =>
    texts(parse(readFileSync(collection.file, 'utf8'))).some((value) => value.length >= 4),
  )
}

/** Per data file: a text of its own that its form shows and no other data form shows. */
const markers = new Map<string, string>()
let markersFound: Promise<string[]> | undefined

/**
 * Opens every data form from its address in a freshly loaded editor (as a bookmark or a new tab does), keeps a text
 * of its own for each (the other tests' reference) and gives the problems seen. Done once for the file.
 */
function findMarkers(): Promise<string[]> {
  markersFound ??= (async () => {
    const shownTexts = new Map<string, string>()
    const editor = await session.open('')
    const ownTexts = (file: string) => texts(parse(readFileSync(path.join(session.copy(), file), 'utf8')))
    for (const collection of dataCollections) {
      await editor.page.goto('about:blank')
      await editor.page.goto(`${session.origin()}/admin/${entryHash(collection.name)}`)
      const values = ownTexts(collection.file).filter((value) => value.length >= 4)
      // A file with no text yet (redirects.yaml before the first deleted page) has nothing of its own to show.
      if (values.length === 0) continue
      // The form is loaded once one of the file's texts is on screen.
      await expect
        .poll(
          async () => {
            const text = await formText(editor.page)
            return values.some((value) => value.length >= 4 && text.includes(value))
          },
          { timeout: 15_000 },
        )
        .toBe(true)
      shownTexts.set(collection.name, await formText(editor.page))
    }
    for (const collection of dataCollections) {
      const marker = ownTexts(collection.file).find(
        (value) =>
          value.length >= 4 &&
          shownTexts.get(collection.name)!.includes(value) &&
          [...shownTexts].every(([name, text]) => name === collection.name || !text.includes(value)),
      )
      if (marker) markers.set(collection.name, marker)
    }
    const problems = editor.problems()
    await editor.context.close()
    return problems
  })()
  return markersFound
}

async function expectForm(page: Page, shown: string, notShown?: string): Promise<void> {
  await expect.poll(() => formText(page), { timeout: 15_000 }).toContain(markers.get(shown))
  if (notShown)
    expect(await formText(page), `${shown} after ${notShown}`).not.toContain(markers.get(notShown))
}

describe('data forms', () => {
  it('each opens with its own content from its address (a bookmark, a new tab)', async () => {
    expect(await findMarkers()).toEqual([])
    for (const collection of withTexts())
      expect(markers.get(collection.name), `${collection.file}: a text only its form shows`).toBeDefined()
    // The editor is loaded afresh for every data form (as a bookmark does): 122 s on a busy two-core machine, more
    // when another test run shares it.
  }, 300_000)

  it('each shows its own content after moving to it by the address bar, back and forward', async () => {
    await findMarkers()
    const editor = await session.open(entryHash(withTexts()[0]!.name))
    const { page } = editor
    await expectForm(page, withTexts()[0]!.name)
    for (const [index, collection] of withTexts().entries()) {
      if (index === 0) continue
      const previous = withTexts()[index - 1]!.name
      await page.goto(`${session.origin()}/admin/${entryHash(collection.name)}`)
      await expectForm(page, collection.name, previous)
      await page.goBack()
      await expectForm(page, previous, collection.name)
      await page.goForward()
      await expectForm(page, collection.name, previous)
    }
    expect(editor.problems()).toEqual([])
    await editor.context.close()
  }, 180_000)

  it('each shows its own content when chosen in the list after another form', async () => {
    await findMarkers()
    const editor = await session.open(entryHash(withTexts().at(-1)!.name))
    const { page } = editor
    let previous = withTexts().at(-1)!.name
    await expectForm(page, previous)
    for (const collection of withTexts()) {
      await page.goto(`${session.origin()}/admin/#/collections/data`)
      await page.getByText(collection.label, { exact: true }).click()
      await expectForm(page, collection.name, previous === collection.name ? undefined : previous)
      previous = collection.name
    }
    expect(editor.problems()).toEqual([])
    await editor.context.close()
  }, 180_000)

  it('a save after moving from facts.yaml to the offices by address, back and forward writes only offices.yaml', async () => {
    await findMarkers()
    const facts = dataCollections.find((collection) => collection.name === 'facts')!
    const offices = dataCollections.find((collection) => collection.name === 'offices')!
    const dataFolder = path.join(session.copy(), 'content', 'data')
    const read = () =>
      new Map(
        readdirSync(dataFolder, { recursive: true, encoding: 'utf8' })
          .filter((file) => file.endsWith('.yaml'))
          .map((file) => [file, readFileSync(path.join(dataFolder, file), 'utf8')]),
      )
    const before = read()
    const editor = await session.open(entryHash(facts.name))
    const { page } = editor
    await expectForm(page, facts.name)
    await page.goto(`${session.origin()}/admin/${entryHash(offices.name)}`)
    await expectForm(page, offices.name, facts.name)
    await page.goBack()
    await expectForm(page, facts.name, offices.name)
    await page.goForward()
    await expectForm(page, offices.name, facts.name)

    await page.getByRole('button', { name: 'Genişlet' }).first().click()
    const phone = page.locator('input[id^="phone-field"]').nth(2)
    expect(await phone.inputValue()).toBe('+90 312 555 34 27')
    await phone.fill('+90 312 555 44 33')
    await publish(page)
    const officesFile = path.relative(dataFolder, path.join(session.copy(), offices.file))
    await vi.waitFor(() => expect(read().get(officesFile)).toContain('+90 312 555 44 33'), {
      timeout: 15_000,
    })
    const after = read()
    for (const [file, text] of before) if (file !== officesFile) expect(after.get(file), file).toBe(text)
    const changed = after
      .get(officesFile)!
      .split('\n')
      .filter((line, index) => line !== before.get(officesFile)!.split('\n')[index])
    expect(changed).toEqual([expect.stringContaining('+90 312 555 44 33')])
    // The editor stays on the entry and says it is saved.
    await page.getByText('Kaydedildi.', { exact: true }).first().waitFor()
    expect(page.url()).toContain(entryHash(offices.name))
    expect(editor.problems()).toEqual([])
    await editor.context.close()
  }, 240_000)
})

describe('switches and links', () => {
  const slug = 'nurbs-nedir'
  const article = () => path.join(session.copy(), 'content', 'wiki', `${slug}.md`)

  it('"Aramada göster" is on for an article without the field; off writes search: false, on again removes it', async () => {
    const original = readFileSync(article(), 'utf8')
    expect(original).not.toMatch(/^search:/m)
    const editor = await session.open(`#/collections/wiki/entries/${slug}`)
    const { page } = editor
    const toggle = page.getByRole('switch', { name: 'Aramada göster' })
    await expect.poll(() => toggle.isChecked()).toBe(true)
    // Off and on again, then saved: the file stays as it was.
    await toggle.click()
    expect(await toggle.isChecked()).toBe(false)
    await toggle.click()
    expect(await toggle.isChecked()).toBe(true)
    await publish(page)
    await page.getByText('Kaydedildi.', { exact: true }).first().waitFor()
    expect(readFileSync(article(), 'utf8')).toBe(original)
    // Off: one line more, and nothing else changes.
    await toggle.click()
    await page.getByText('Kapalı: makale site aramasında çıkmaz').waitFor()
    await publish(page)
    await vi.waitFor(() => expect(readFileSync(article(), 'utf8')).toMatch(/^search: false$/m), {
      timeout: 15_000,
    })
    expect(readFileSync(article(), 'utf8').replace('search: false\n', '')).toBe(original)
    expect(editor.problems()).toEqual([])
    await editor.context.close()
  }, 60_000)

  it('in local mode the header link and "Sitede görüntüle" lead to the local site', async () => {
    const editor = await session.open(`#/collections/wiki/entries/${slug}`)
    const { page } = editor
    const live = page.getByRole('link', { name: 'Sitede görüntüle' })
    await expect.poll(() => live.getAttribute('href')).toBe(`${session.origin()}/wiki/${slug}`)
    await page.goto(`${session.origin()}/admin/#/collections/wiki`)
    const siteLink = page.locator('a[class*="AppHeaderSiteLink"]')
    expect(await siteLink.getAttribute('href')).toBe(session.origin())
    const response = await page.request.get(`${session.origin()}/wiki/${slug}`)
    expect(response.status()).toBe(200)
    expect(editor.problems()).toEqual([])
    await editor.context.close()
  })
})

describe('facts in forms', () => {
  it("a field holding a fact shows the fact's value and place, and another fact or a detached value only by choice", async () => {
    const editor = await session.open(entryHash('offices'))
    const { page } = editor
    await page.getByRole('button', { name: 'Genişlet' }).first().click()
    // The field shows the fact's value (read-only), never the reference.
    const phone = page.locator('input[id^="phone-field"]').first()
    await expect.poll(() => phone.inputValue()).toBe('+90 216 555 01 80')
    expect(await phone.getAttribute('readonly')).not.toBeNull()
    const field = phone.locator('xpath=ancestor::div[contains(@class, "rhino-fact-card")][1]')
    const note = field.locator('.rhino-fact-note').first()
    await expect
      .poll(() => note.innerText())
      .toContain('Ortak bilgi: +90 216 555 01 80 — Temel bilgiler › Ofisler › İstanbul ofisi › Telefon')
    // The note is the field's description for screen readers.
    expect(await phone.getAttribute('aria-describedby')).toBe(await note.getAttribute('id'))
    await field.getByRole('button', { name: 'Başka bir ortak bilgi seç' }).click()
    await field.getByLabel('Başka bir ortak bilgi:').selectOption('ofis.izmir.telefon')
    await expect.poll(() => phone.inputValue()).toBe('+90 232 555 02 90')
    // Writing another value in this field alone is an explicit choice, with the value typed.
    await field.getByRole('button', { name: 'Değeri değiştir' }).click()
    await field.getByRole('textbox', { name: 'Yeni değer' }).fill('+90 232 555 99 99')
    await field.getByRole('button', { name: /Yalnızca bu alanda kullan/ }).click()
    const literal = page.locator('input[id^="phone-field"]').first()
    await expect.poll(() => literal.inputValue()).toBe('+90 232 555 99 99')
    expect(await literal.getAttribute('readonly')).toBeNull()
    expect(editor.problems()).toEqual([])
    await editor.context.close()
  }, 60_000)
})

describe('unsaved work', () => {
  it('leaving with unsaved changes keeps a draft; coming back offers it, and it restores the text', async () => {
    const slug = 'gelismis-goruntu'
    const file = path.join(session.copy(), 'content', 'wiki', `${slug}.md`)
    const original = readFileSync(file, 'utf8')
    const editor = await session.open(`#/collections/wiki/entries/${slug}`)
    const { page } = editor
    const dialogs: string[] = []
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message())
      void dialog.accept()
    })
    const description = page.getByLabel('Açıklama', { exact: true })
    await expect.poll(() => description.inputValue()).not.toBe('')
    await description.fill('Kaydedilmeden bırakılan açıklama.')
    await page.goto(`${session.origin()}/admin/#/collections/wiki`)
    await page.getByText('Donanım Kılavuzu').first().waitFor()
    expect(dialogs[0]).toContain('taslak olarak saklanır')
    await page.goto(`${session.origin()}/admin/#/collections/wiki/entries/${slug}`)
    // The editor's own question: closing it keeps the draft; only "Taslağı sil…" and a second answer delete it.
    const question = page.getByRole('dialog', { name: 'Kaydedilmemiş bir taslağınız var' })
    await question.getByRole('button', { name: 'Şimdilik kapat (taslak saklı kalır)' }).click()
    await page.goto(`${session.origin()}/admin/#/collections/wiki`)
    await page.goto(`${session.origin()}/admin/#/collections/wiki/entries/${slug}`)
    await question.getByRole('button', { name: 'Taslağı geri yükle' }).click()
    await expect.poll(() => description.inputValue()).toBe('Kaydedilmeden bırakılan açıklama.')
    expect(readFileSync(file, 'utf8')).toBe(original)
    expect(editor.problems()).toEqual([])
    await editor.context.close()
  }, 60_000)
})
