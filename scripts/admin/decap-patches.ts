// Build time (the editor's Vite build and dev server): small, checked source patches to Decap CMS where its own code
// is wrong for us. Each patch names the exact text it replaces; if a Decap upgrade changes that text, the build fails
// instead of silently losing the fix.
import type { Plugin } from 'vite'

export interface SourcePatch {
  /** The end of the module's path under node_modules, e.g. 'decap-cms-core/dist/esm/components/App/App.js'. */
  file: string
  /** Why the patch exists, shown when it no longer applies. */
  reason: string
  /** The exact text replaced (must occur once) and its replacement. */
  replacements: [search: string, replacement: string][]
}

/**
 * Decap mounts one editor screen for every `/collections/<name>/entries/<slug>` address and loads the entry only when
 * the screen mounts. Moving from one entry to another (by a link, the address bar, back/forward or a bookmark opened
 * in the same tab) keeps the screen, so the new entry's form is shown over the previous entry's data and path: "0
 * bayi" in the offices form, and a save that writes the offices fields into facts.yaml. A key per entry makes React
 * mount a new screen, which loads its own entry; the old screen's navigation guards are released when it goes.
 */
export const DECAP_PATCHES: SourcePatch[] = [
  {
    file: 'decap-cms-core/dist/esm/components/App/App.js',
    reason: 'one editor screen per entry (key)',
    replacements: [
      [
        `path: "/collections/:name/entries/*",
            collections: collections,
            render: props => _jsx(Editor, {
              ...props
            })`,
        `path: "/collections/:name/entries/*",
            collections: collections,
            render: props => _jsx(Editor, {
              ...props
            }, props.match.url)`,
      ],
    ],
  },
  {
    file: 'decap-cms-core/dist/esm/components/Editor/Editor.js',
    reason:
      'release the navigation guards of an editor screen that goes away; keep the draft of a screen left',
    replacements: [
      [
        `const unblock = history.block(navigationBlocker);`,
        `const unblock = history.block(navigationBlocker);
    let guarded = true;
    this.releaseGuards = () => {
      if (!guarded) return;
      guarded = false;
      unblock();
      this.unlisten();
    };`,
      ],
      // Leaving with unsaved changes keeps them as a local draft (the leave prompt says so); coming back offers to
      // restore it. Decap deleted it here, so a confirmed leave lost the text. A save or a declined restore deletes it.
      [
        `      this.deleteBackup();
      unblock();
      this.unlisten();`,
        `      this.releaseGuards();`,
      ],
      // Closing the tab or typing another address: the last two seconds of typing are kept as well.
      [
        `if (this.props.entryDraft.get('hasChanged')) {`,
        `if (this.props.entryDraft.get('hasChanged')) {
        this.createBackup.flush();`,
      ],
      // The draft in Decap's store is the last entry loaded until this screen's own has loaded: shown over this form,
      // it was the other file's data under this file's fields (and what a save would write). Wait for our own.
      [
        `entryDraft.get('entry') === undefined || entry && entry.get('isFetching')) {`,
        `entryDraft.get('entry') === undefined || entry && entry.get('isFetching') || (newEntry ? !entryDraft.getIn(['entry', 'newRecord']) : entryDraft.getIn(['entry', 'slug']) !== slug)) {`,
      ],
      // The draft is offered once this screen's own entry has loaded: offered earlier, the entry arriving after it
      // replaced the restored text.
      [
        `if (!prevProps.localBackup && this.props.localBackup) {`,
        `if (this.props.localBackup && !this.backupOffered && (this.props.newEntry ? this.props.entryDraft.getIn(['entry', 'newRecord']) : this.props.entryDraft.getIn(['entry', 'slug']) === this.props.slug && this.props.entry && !this.props.entry.get('isFetching'))) {
      this.backupOffered = true;`,
      ],
      [`  componentWillUnmount() {`, `  componentWillUnmount() {\n    this.releaseGuards?.();`],
    ],
  },
]

/**
 * Decap's list heading counts with the plural and lower-cases the English way ("4 lisans kartları"), and its add
 * button lower-cases the item ("lisans kartı Ekle"). Turkish counts with the singular: "4 lisans kartı", "Lisans
 * kartı ekle" (the phrase is in turkish-phrases.ts).
 */
DECAP_PATCHES.push({
  file: 'decap-cms-widget-list/dist/esm/ListControl.js',
  reason: 'Turkish counts and add button of lists',
  replacements: [
    [
      'const listLabel = items.size === 1 ? labelSingular.toLowerCase() : label.toLowerCase();',
      "const listLabel = labelSingular.toLocaleLowerCase('tr');",
    ],
    ['label: labelSingular.toLowerCase(),', 'label: labelSingular,'],
  ],
})

/**
 * A save the check before saving refuses (entry-check.ts, EntryProblems) is an answer to staff, not a fault: Decap
 * showed it and then logged it as an error, and its editor screen left the refused promise unhandled, so every refused
 * save put a stack trace and an uncaught error in the console. The message stays; the refusal is handled.
 */
DECAP_PATCHES.push(
  {
    file: 'decap-cms-core/dist/esm/actions/entries.js',
    reason: 'a refused save is not logged as an error',
    replacements: [
      [
        `}).catch(error => {
      console.error(error);
      dispatch(addNotification({
        message: {
          details: error,
          key: 'ui.toast.onFailToPersist'`,
        `}).catch(error => {
      if (!error?.refusedByCheck) console.error(error);
      dispatch(addNotification({
        message: {
          details: error,
          key: 'ui.toast.onFailToPersist'`,
      ],
    ],
  },
  {
    file: 'decap-cms-core/dist/esm/components/Editor/Editor.js',
    reason: 'a refused save leaves no unhandled promise',
    replacements: [
      [
        `    await persistEntry(collection);
    this.deleteBackup();`,
        `    try {
      await persistEntry(collection);
    } catch {
      // Refused (the form's errors or the check before saving): Decap has shown why; the draft stays.
      return;
    }
    this.deleteBackup();`,
      ],
    ],
  },
)

/**
 * Medya's "Dosya Yolunu Kopyala" copied the file's place in the repository (public/images/wiki/x.png), which a page
 * cannot show and the check before saving refuses; it copies the address the page uses (/images/wiki/x.png).
 */
DECAP_PATCHES.push({
  file: 'decap-cms-core/dist/esm/components/MediaLibrary/MediaLibraryButtons.js',
  reason: 'copy the public address of an image',
  replacements: [
    [
      'await navigator.clipboard?.writeText(isAbsolutePath(path) || !draft ? path : name);',
      "await navigator.clipboard?.writeText((isAbsolutePath(path) || !draft ? path : name).replace(/^\\/?public\\//, '/'));",
    ],
  ],
})

/** List entries titled by their resolved values: the title goes through the hook of src/admin/list-titles.ts. */
DECAP_PATCHES.push({
  file: 'decap-cms-widget-list/dist/esm/ListControl.js',
  reason: 'list entry titles with facts resolved',
  replacements: [
    [
      'children: this.objectLabel(item)',
      'children: (globalThis.__rhinoListTitle ?? ((title) => title))(this.objectLabel(item))',
    ],
  ],
})

/**
 * All problems of a save in one message, shown for 20 s (or until closed): a form with a refused field gave "Gerekli bir alan
 * eksik" even for a wrong phone format (or nothing at all), and the problems the check before saving finds in the text
 * (links, formulas) only came in a second round. The message lists every field's own sentence and, from the hook of
 * src/admin/main.tsx (SAVE_PROBLEMS_HOOK), the text's problems.
 */
DECAP_PATCHES.push({
  file: 'decap-cms-core/dist/esm/actions/entries.js',
  reason: 'every problem of a refused save in one message, shown long enough to read',
  replacements: [
    [
      `      const hasPresenceErrors = fieldsErrors.some(errors => errors.some(error => error.type && error.type === ValidationErrorTypes.PRESENCE));
      if (hasPresenceErrors) {
        dispatch(addNotification({
          message: {
            key: 'ui.toast.missingRequiredField'
          },
          type: 'error',
          dismissAfter: 8000
        }));
      }
      return Promise.reject();`,
      `      const fieldMessages = [...new Set(Object.values(fieldsErrors.toJS()).flat().map(error => error?.message).filter(Boolean))];
      let textProblems = [];
      try {
        textProblems = (await globalThis.__rhinoSaveProblems?.(entryDraft.get('entry'))) ?? [];
      } catch {
        textProblems = [];
      }
      const details = [...fieldMessages, ...textProblems].join(' · ');
      dispatch(addNotification({
        message: details ? {
          details,
          key: 'ui.toast.onFailToPersist'
        } : {
          key: 'ui.toast.missingRequiredField'
        },
        type: 'error',
        dismissAfter: 20000
      }));
      return Promise.reject();`,
    ],
    [
      `      if (!error?.refusedByCheck) console.error(error);
      dispatch(addNotification({
        message: {
          details: error,
          key: 'ui.toast.onFailToPersist'
        },
        type: 'error',
        dismissAfter: 8000`,
      `      if (!error?.refusedByCheck) console.error(error);
      dispatch(addNotification({
        message: {
          details: error,
          key: 'ui.toast.onFailToPersist'
        },
        type: 'error',
        dismissAfter: error?.refusedByCheck ? 20000 : 8000`,
    ],
  ],
})

/** A new entry never saved says so; Decap said "Değişiklikler kaydedildi" over an empty new article. */
DECAP_PATCHES.push({
  file: 'decap-cms-core/dist/esm/components/Editor/EditorToolbar.js',
  reason: 'a new entry is not "saved"',
  replacements: [
    [
      `}) : _jsx(BackStatusUnchanged, {
            children: t('editor.editorToolbar.changesSaved')
          })]`,
      `}) : this.props.isNewEntry ? _jsx(BackStatusChanged, {
            children: t('editor.editorToolbar.notSavedYet')
          }) : _jsx(BackStatusUnchanged, {
            children: t('editor.editorToolbar.changesSaved')
          })]`,
    ],
  ],
})

/**
 * After a save the form is the file: Decap kept the entry it had loaded before the save, so the form compared new
 * typing with the old file ("Değişiklikler kaydedildi" and no publish button while the file held another value), the
 * file's text the formats keep (src/admin/file-formats.ts) was the old one, and a draft could hold a value typed
 * before the save. The saved entry is read again from the backend, without the loading screen, and becomes the form.
 */
DECAP_PATCHES.push({
  file: 'decap-cms-core/dist/esm/actions/entries.js',
  reason: 'the form is reloaded from the file after each save',
  replacements: [
    [
      `import { currentBackend } from '../backend';`,
      `import { currentBackend } from '../backend';\nimport { loadDeployPreview } from './deploys';`,
    ],
    [
      `      if (entry.get('slug') !== newSlug) {
        await dispatch(loadEntry(collection, newSlug));
        navigateToEntry(collection.get('name'), newSlug);
      }`,
      `      try {
        const saved = await tryLoadEntry(getState(), collection, newSlug);
        dispatch(entryLoaded(collection, saved));
        dispatch(createDraftFromEntry(saved));
        // "Sitede görüntüle" of the saved page (a changed address leads to the new one).
        dispatch(loadDeployPreview(collection, newSlug, fromJS(saved), true));
      } catch (error) {
        console.warn(error);
      }
      if (entry.get('slug') !== newSlug) {
        navigateToEntry(collection.get('name'), newSlug);
      }`,
    ],
  ],
})

/**
 * A draft is offered in the editor's own dialog (src/admin/choice-dialog.tsx): "Taslağı geri yükle", "Şimdilik kapat"
 * (kept) or "Taslağı sil…" (asked again). Decap's OK/Cancel box deleted the draft on Cancel, which people press when
 * unsure. And a draft follows the form: when the form is back to what the file holds, the draft is deleted (a value
 * typed on the way, "19" on the way from 199 to 195, was kept as the draft).
 */
DECAP_PATCHES.push({
  file: 'decap-cms-core/dist/esm/components/Editor/Editor.js',
  reason: "the draft question in the editor's dialog; no stale draft",
  replacements: [
    [
      `      const confirmLoadBackup = window.confirm(this.props.t('editor.editor.confirmLoadBackup'));
      if (confirmLoadBackup) {
        this.props.loadLocalBackup();
      } else {
        this.deleteBackup();
      }`,
      `      const ask = globalThis.__rhinoDraftChoice ?? (async () => window.confirm(this.props.t('editor.editor.confirmLoadBackup')) ? 'restore' : 'discard');
      ask().then(choice => {
        if (choice === 'restore') this.props.loadLocalBackup();
        else if (choice === 'discard') this.deleteBackup();
      });`,
    ],
    [
      `    if (this.props.hasChanged) {
      this.createBackup(this.props.entryDraft.get('entry'), this.props.collection);
    }`,
      `    if (this.props.hasChanged) {
      this.createBackup(this.props.entryDraft.get('entry'), this.props.collection);
    } else if (prevProps.hasChanged && !this.props.entryDraft.getIn(['entry', 'isPersisting'])) {
      this.deleteBackup();
    }`,
    ],
  ],
})

/**
 * The sign-in page is the company's, in Turkish: "Rhino Türkiye İçerik Paneli" with the site's mark, not Decap's logo
 * (which staff do not know, and whose layout put the sign-in button over it).
 */
DECAP_PATCHES.push({
  file: 'decap-cms-ui-default/dist/esm/AuthenticationPage.js',
  reason: 'the sign-in page names the panel, not Decap',
  replacements: [
    [
      `function renderPageLogo(logoUrl) {
  if (logoUrl) {`,
      `function renderPageLogo(logoUrl) {
  return _jsxs("header", {
    className: "rhino-sign-in",
    children: [_jsx("img", {
      src: "/favicon.svg",
      alt: "",
      width: 72,
      height: 72
    }), _jsx("h1", {
      children: "Rhino Türkiye İçerik Paneli"
    }), _jsx("p", {
      children: "Sitenin makalelerini, fiyatlarını ve bilgilerini buradan yazıp yayımlarsınız."
    })]
  });
  if (logoUrl) {`,
    ],
  ],
})

/**
 * "Sitede görüntüle" leads to the page's address: an article whose address was changed keeps its file name, so the
 * link used the old address. An entry's `slug` field, when it has one, is its address (the wiki's `wiki/{{slug}}`).
 */
DECAP_PATCHES.push({
  file: 'decap-cms-core/dist/esm/lib/formatters.js',
  reason: "'Sitede görüntüle' follows an article's slug field",
  replacements: [
    [
      `  let fields = entry.get('data');
  fields = addFileTemplateFields(entry.get('path'), fields, collection.get('folder'));`,
      `  let fields = entry.get('data');
  if (typeof fields.get('slug') === 'string' && fields.get('slug')) slug = fields.get('slug');
  fields = addFileTemplateFields(entry.get('path'), fields, collection.get('folder'));`,
    ],
  ],
})

/** Applies `patches` to `code` of the module at `id`; throws if a patch no longer matches. Pure. */
export function patchSource(code: string, id: string, patches: SourcePatch[] = DECAP_PATCHES): string | null {
  const normalized = id.replaceAll('\\', '/').split('?')[0]!
  const matching = patches.filter((candidate) => normalized.endsWith(`node_modules/${candidate.file}`))
  if (matching.length === 0) return null
  let patched = code
  // Every patch of the module, in order (several concerns may patch one file).
  for (const patch of matching)
    for (const [search, replacement] of patch.replacements) {
      const count = patched.split(search).length - 1
      if (count !== 1)
        throw new Error(
          `${patch.file}: the Decap patch "${patch.reason}" no longer applies (its text occurs ${count} times). Check the Decap version.`,
        )
      patched = patched.replace(search, () => replacement)
    }
  return patched
}

/** The patches as a Vite (and Rolldown, for the dev server's dependency pre-bundling) plugin. */
export function decapPatches(): Plugin {
  return {
    name: 'rhino-decap-patches',
    transform(code, id) {
      const patched = patchSource(code, id)
      return patched === null ? null : { code: patched, map: null }
    },
  }
}
