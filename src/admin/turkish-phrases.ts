// The editor's Turkish texts: Decap's own Turkish locale, completed with the phrases it lacks (it would show them in
// English: "Expand", "Close", "Set … to now", the notes pane) and with a clearer line for a refused save. Browser.

type Phrases = { [key: string]: string | Phrases }

/** Phrases Decap 3.x's Turkish locale does not have, and the ones we word differently. */
export const TURKISH_SUPPLEMENT: Phrases = {
  auth: { loginWithForgejo: 'Forgejo ile Giriş' },
  collection: {
    // Decap's '＋ %{collectionLabel}': a sign many Linux fonts lack.
    collectionTop: {
      viewAsList: 'Liste görünümü',
      viewAsGrid: 'Izgara görünümü',
      newButton: 'Yeni %{collectionLabel}',
      newButtonAriaLabel: 'Yeni %{collectionLabel} oluştur',
    },
    entries: { unpublishedHeader: 'Yayınlanmamış girdiler' },
  },
  editor: {
    editorControl: { field: { widgetLabel: '%{widgetLabel} alanı' } },
    // Decap's "eşleşmeyen kalıp" (pattern mismatch): the pattern's own message says what to type.
    editorControlPane: { widget: { regexPattern: '%{fieldLabel}: %{pattern}.' } },
    editor: {
      // Leaving keeps a draft in this browser (scripts/admin/decap-patches.ts); coming back offers it.
      onLeavePage:
        'Kaydedilmemiş değişiklikleriniz var. Ayrılırsanız bu tarayıcıda taslak olarak saklanır; bu sayfaya döndüğünüzde geri yüklemeniz önerilir. Ayrılmak istiyor musunuz?',
      confirmLoadBackup:
        'Bu sayfa için kaydedilmemiş bir taslağınız var. Taslağı geri yüklemek için Tamam, silmek için İptal deyin.',
    },
    // One verb for publishing: Yayınla.
    editorToolbar: { publishNow: 'Şimdi yayınla' },
    editorInterface: { toggleNotes: 'Notları göster veya gizle' },
    editorNotesPane: {
      title: 'Notlar',
      emptyState: 'Henüz not yok. Birlikte çalışmaya başlamak için aşağıdan ilk notu ekleyin.',
      addNote: 'Not ekle',
      addPlaceholder: 'Bir not yazın...',
      editPlaceholder: 'Notu düzenleyin...',
      save: 'Kaydet',
      cancel: 'Vazgeç',
      edit: 'Düzenle',
      delete: 'Sil',
      resolve: 'Çözüldü olarak işaretle',
      unresolve: 'Yeniden aç',
      confirmDelete: 'Bu notu silmek istediğinizden emin misiniz?',
      shortcut: 'İpucu: notu hızlıca eklemek için Ctrl+Enter tuşlarına basın',
    },
    editorWidgets: {
      markdown: {
        strikethrough: 'Üstü çizili',
        toggleMode: { rich: 'Zengin metin kipine geç', markdown: 'Markdown kipine geç' },
      },
      image: {
        chooseMultiple: 'Görselleri seçin',
        addMore: 'Görsel ekle',
        removeAll: 'Tüm görselleri kaldır',
      },
      file: { chooseMultiple: 'Dosyaları seçin', addMore: 'Dosya ekle', removeAll: 'Tüm dosyaları kaldır' },
      datetime: { setToNow: '%{fieldLabel}: şimdiki zaman' },
      object: { expand: 'Genişlet', collapse: 'Daralt' },
      list: { add: '%{item} ekle', addType: '%{item} ekle' },
    },
  },
  mediaLibrary: { mediaLibraryModal: { close: 'Kapat' } },
  ui: {
    settingsDropdown: { account: 'Hesap seçenekleri' },
    toast: {
      // Decap's own: "Girdi devam ettirilemedi".
      onFailToPersist: 'Kaydedilmedi. %{details}',
      noteAdded: 'Not eklendi',
      onFailToAddNote: 'Not eklenemedi: %{details}',
      noteUpdated: 'Not güncellendi',
      onFailToUpdateNote: 'Not güncellenemedi: %{details}',
      noteDeleted: 'Not silindi',
      onFailToDeleteNote: 'Not silinemedi: %{details}',
      noteResolved: 'Not çözüldü olarak işaretlendi',
      noteReopened: 'Not yeniden açıldı',
      onFailToToggleNote: 'Notun durumu değiştirilemedi: %{details}',
    },
  },
}

/** `base` with `extra` laid over it, key by key. Pure. */
export function mergePhrases(base: Phrases, extra: Phrases): Phrases {
  const merged: Phrases = { ...base }
  for (const [key, value] of Object.entries(extra)) {
    const current = merged[key]
    merged[key] =
      typeof value === 'object' && typeof current === 'object' ? mergePhrases(current, value) : value
  }
  return merged
}
