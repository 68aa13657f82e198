// The list shortcuts of Google Docs in the visual article editor: Ctrl+Shift+8 makes the paragraph a bulleted list (or
// back to a paragraph), Ctrl+Shift+7 a numbered one; ⌘ instead of Ctrl on a Mac. Browser (an MDXEditor plugin).
import {
  applyListType$,
  createRootEditorSubscription$,
  currentListType$,
  lexical,
  realmPlugin,
} from '@mdxeditor/editor'

/** The list a key press asks for ('bullet', 'number'), or null for any other key. Pure. */
export function listOfShortcut(event: {
  code: string
  ctrlKey: boolean
  metaKey: boolean
  shiftKey: boolean
  altKey: boolean
}): 'bullet' | 'number' | null {
  if (!(event.ctrlKey || event.metaKey) || !event.shiftKey || event.altKey) return null
  // The key's place, not its character: Shift+8 is "(" on a Turkish keyboard and "*" on an English one.
  return event.code === 'Digit8' ? 'bullet' : event.code === 'Digit7' ? 'number' : null
}

export const listShortcutsPlugin = realmPlugin({
  init(realm) {
    realm.pub(createRootEditorSubscription$, (editor: lexical.LexicalEditor) =>
      editor.registerCommand(
        lexical.KEY_DOWN_COMMAND,
        (event: KeyboardEvent) => {
          const list = listOfShortcut(event)
          if (!list) return false
          event.preventDefault()
          // The same shortcut on a list of that kind makes its items paragraphs again, as in Google Docs.
          realm.pub(applyListType$, realm.getValue(currentListType$) === list ? '' : list)
          return true
        },
        lexical.COMMAND_PRIORITY_LOW,
      ),
    )
  },
})
