// The source patches to Decap CMS (scripts/admin/decap-patches.ts) apply to the installed version, do what they say,
// and fail loudly once Decap's text changes.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { DECAP_PATCHES, patchSource } from '../../scripts/admin/decap-patches.ts'

const installed = (file: string) => readFileSync(path.join('node_modules', file), 'utf8')
const id = (file: string) => path.resolve('node_modules', file)

describe('Decap patches', () => {
  it.each(DECAP_PATCHES.map((patch) => [patch.file, patch] as const))('%s applies', (file) => {
    const patched = patchSource(installed(file), id(file))
    expect(patched).not.toBeNull()
    expect(patched).not.toBe(installed(file))
  })

  it('gives the editor screen a key per entry address, so another entry mounts its own screen', () => {
    const file = 'decap-cms-core/dist/esm/components/App/App.js'
    expect(patchSource(installed(file), id(file))).toMatch(
      /path: "\/collections\/:name\/entries\/\*",[\s\S]{0,120}\}, props\.match\.url\)/,
    )
  })

  it('keeps the draft of an editor screen that is left, and releases its guards when it goes', () => {
    const file = 'decap-cms-core/dist/esm/components/Editor/Editor.js'
    const patched = patchSource(installed(file), id(file))!
    const listener = patched.slice(patched.indexOf('this.unlisten = history.listen'))
    expect(listener.slice(0, listener.indexOf('});'))).not.toContain('deleteBackup')
    expect(patched).toMatch(/componentWillUnmount\(\) \{\n\s*this\.releaseGuards\?\.\(\);/)
  })

  it("lists every problem of a refused save in one message, with the text's problems from the hook", () => {
    const file = 'decap-cms-core/dist/esm/actions/entries.js'
    const patched = patchSource(installed(file), id(file))!
    const early = patched.slice(patched.indexOf('if (!fieldsErrors.isEmpty())'))
    const refusal = early.slice(0, early.indexOf('return Promise.reject();'))
    expect(refusal).toContain('globalThis.__rhinoSaveProblems')
    expect(refusal).toContain("key: 'ui.toast.onFailToPersist'")
    expect(refusal).toContain('dismissAfter: 20000')
    expect(refusal).not.toContain('hasPresenceErrors')
  })

  it('does not call a new entry saved', () => {
    const file = 'decap-cms-core/dist/esm/components/Editor/EditorToolbar.js'
    const patched = patchSource(installed(file), id(file))!
    expect(patched).toMatch(
      /this\.props\.isNewEntry \? _jsx\(BackStatusChanged, \{\s*children: t\('editor\.editorToolbar\.notSavedYet'\)/,
    )
  })

  it('reads the entry again after a save, silently, with its "Sitede görüntüle"', () => {
    const file = 'decap-cms-core/dist/esm/actions/entries.js'
    const patched = patchSource(installed(file), id(file))!
    const success = patched.slice(patched.indexOf("key: 'ui.toast.entrySaved'"))
    const reload = success.slice(0, success.indexOf('}).catch('))
    expect(reload).toMatch(
      /tryLoadEntry\(getState\(\), collection, newSlug\);\s*dispatch\(entryLoaded\(collection, saved\)\);\s*dispatch\(createDraftFromEntry\(saved\)\);\s*[^]*dispatch\(loadDeployPreview\(collection, newSlug, fromJS\(saved\), true\)\)/,
    )
    // Not through loadEntry, whose loading screen would unmount the form.
    expect(reload).not.toContain('dispatch(loadEntry(')
    expect(patched).toContain("import { loadDeployPreview } from './deploys';")
  })

  it("asks about a draft through the editor's dialog and deletes a draft the form no longer differs from", () => {
    const file = 'decap-cms-core/dist/esm/components/Editor/Editor.js'
    const patched = patchSource(installed(file), id(file))!
    expect(patched).not.toContain(
      "window.confirm(this.props.t('editor.editor.confirmLoadBackup'));\n      if",
    )
    expect(patched).toMatch(/globalThis\.__rhinoDraftChoice[^]*choice === 'restore'[^]*choice === 'discard'/)
    expect(patched).toMatch(/else if \(prevProps\.hasChanged && [^{]*\{\s*this\.deleteBackup\(\);/)
  })

  it('names the sign-in page "Rhino Türkiye İçerik Paneli", not Decap', () => {
    const file = 'decap-cms-ui-default/dist/esm/AuthenticationPage.js'
    const patched = patchSource(installed(file), id(file))!
    const logo = patched.slice(patched.indexOf('function renderPageLogo'))
    expect(logo.slice(0, logo.indexOf('if (logoUrl)'))).toContain('Rhino Türkiye İçerik Paneli')
  })

  it("leads 'Sitede görüntüle' to an article's slug field", () => {
    const file = 'decap-cms-core/dist/esm/lib/formatters.js'
    expect(patchSource(installed(file), id(file))).toContain(
      "if (typeof fields.get('slug') === 'string' && fields.get('slug')) slug = fields.get('slug');",
    )
  })

  it('leaves other modules alone and fails when the patched text is gone', () => {
    expect(patchSource('const a = 1', '/x/node_modules/react/index.js')).toBeNull()
    expect(() =>
      patchSource('// changed', '/x/node_modules/decap-cms-core/dist/esm/components/App/App.js'),
    ).toThrow(/no longer applies/)
  })
})
