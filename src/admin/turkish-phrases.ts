// The editor's Turkish texts: Decap's own Turkish locale, completed with the phrases it lacks (it would show them in
// English: "Expand", "Close", "Set … to now", the notes pane), with one verb for publishing (yayımla) and clearer
// lines for a refused save. Browser.

type Phrases = { [key: string]: string | Phrases }

/** Phrases Decap 3.x's Turkish locale does not have, and the ones we word differently. */
export const TURKISH_SUPPLEMENT: Phrases = {
  auth: {
    loginWithForgejo: 'Forgejo ile giriş yapın',
    loginWithGitHub: 'GitHub ile giriş yapın',
    loginWithGitLab: 'GitLab ile giriş yapın',
    loginWithGitea: 'Gitea ile giriş yapın',
    login: 'Giriş yapın',
    loggingIn: 'Giriş yapılıyor…',
  },
  collection: {
    // Decap's '＋ %{collectionLabel}' (newButton): a sign many Linux fonts lack.
    entries: {
      unpublishedHeader: 'Yayımlanmamış içerik',
      noEntries: 'Burada henüz içerik yok',
      loadingEntries: 'Yükleniyor…',
      cachingEntries: 'Yükleniyor…',
    },
    collectionTop: {
      viewAsList: 'Liste görünümü',
      viewAsGrid: 'Izgara görünümü',
      newButton: 'Yeni %{collectionLabel}',
      newButtonAriaLabel: 'Yeni %{collectionLabel} oluştur',
      sortBy: 'Sırala',
      searchResults: '"%{searchTerm}" için arama sonuçları',
      searchResultsInCollection: '%{collection} içinde "%{searchTerm}" için arama sonuçları',
    },
  },
  editor: {
    editorControl: { field: { widgetLabel: '%{widgetLabel} alanı' } },
    // Decap's "eşleşmeyen kalıp" (pattern mismatch): the pattern's own message says what to type.
    editorControlPane: {
      widget: {
        regexPattern: '%{fieldLabel}: %{pattern}.',
        range: '%{fieldLabel}: %{minValue} ile %{maxValue} arasında olmalı.',
        min: '%{fieldLabel}: en az %{minValue} olmalı.',
        max: '%{fieldLabel}: en çok %{maxValue} olmalı.',
        rangeCount: '%{fieldLabel}: %{minCount} ile %{maxCount} arasında öğe olmalı.',
        rangeCountExact: '%{fieldLabel}: tam %{count} öğe olmalı.',
        rangeMin: '%{fieldLabel}: en az %{minCount} öğe olmalı.',
        rangeMax: '%{fieldLabel}: en çok %{maxCount} öğe olmalı.',
        invalidPath: "'%{path}' geçerli bir adres değil.",
        pathExists: "'%{path}' adresi zaten kullanılıyor.",
      },
    },
    editor: {
      // Leaving keeps a draft in this browser (docs/decap/draft-lost-when-leaving.md); coming back offers it.
      onPublishing: 'Bu sayfayı yayımlamak istediğinizden emin misiniz?',
      onPublishingNotReady: 'Yayımlamadan önce durumu "Hazır" yapın.',
      onPublishingWithUnsavedChanges: 'Kaydedilmemiş değişiklikleriniz var; yayımlamadan önce kaydedin.',
      onUnpublishing: 'Bu sayfayı yayından kaldırmak istediğinizden emin misiniz?',
      onDeletePublishedEntry: 'Bu makaleyi silmek istediğinizden emin misiniz?',
      onDeleteWithUnsavedChanges:
        'Bu makaleyi, kaydedilmemiş değişiklikleriyle birlikte silmek istediğinizden emin misiniz?',
      loadingEntry: 'Yükleniyor…',
      onDeleteUnpublishedChangesWithUnsavedChanges:
        'Yayımlanmamış bütün değişiklikler ve kaydedilmemiş değişiklikleriniz silinecek. Silmek istiyor musunuz?',
      onDeleteUnpublishedChanges: 'Yayımlanmamış bütün değişiklikler silinecek. Silmek istiyor musunuz?',
      onLeavePage:
        'Kaydedilmemiş değişiklikleriniz var. Ayrılırsanız bu tarayıcıda taslak olarak saklanır; bu sayfaya döndüğünüzde geri yüklemeniz önerilir. Ayrılmak istiyor musunuz?',
      confirmLoadBackup:
        'Bu sayfa için kaydedilmemiş bir taslağınız var. Taslağı geri yüklemek için Tamam, silmek için İptal deyin.',
    },
    // One verb for publishing, in the dictionary's (TDK) spelling: yayımla. "Yayından kaldır" keeps the noun yayın.
    editorToolbar: {
      publishing: 'Yayımlanıyor…',
      publish: 'Yayımla',
      published: 'Yayımlandı',
      unpublish: 'Yayından kaldır',
      duplicate: 'Kopyasını oluştur',
      unpublishing: 'Yayından kaldırılıyor…',
      publishAndCreateNew: 'Yayımla ve yeni oluştur',
      publishAndDuplicate: 'Yayımla ve kopyasını oluştur',
      deleteUnpublishedChanges: 'Yayımlanmamış değişiklikleri sil',
      deleteUnpublishedEntry: 'Yayımlanmamış makaleyi sil',
      deletePublishedEntry: 'Makaleyi sil',
      deleteEntry: 'Makaleyi sil',
      saving: 'Kaydediliyor…',
      deleting: 'Siliniyor…',
      updating: 'Güncelleniyor…',
      backCollection: '%{collectionLabel}',
      unsavedChanges: 'Kaydedilmemiş değişiklikler var',
      changesSaved: 'Değişiklikler kaydedildi',
      // A new entry that was never saved (docs/decap/new-entry-shown-as-saved.md): nothing of it is saved yet.
      notSavedYet: 'Henüz kaydedilmedi',
      publishNow: 'Şimdi yayımla',
      deployPreviewPendingButtonLabel: 'Önizlemeyi denetle',
      deployPreviewButtonLabel: 'Önizlemeyi görüntüle',
      deployButtonLabel: 'Sitede görüntüle',
    },
    editorInterface: {
      toggleNotes: 'Notları göster veya gizle',
      toggleI18n: 'Dilleri göster veya gizle',
      togglePreview: 'Önizlemeyi göster veya gizle',
      toggleScrollSync: 'Önizlemeyi formla birlikte kaydır',
    },
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
        toggleMode: { rich: 'Biçimli metne geç', markdown: 'İşaretli metne geç' },
        linkPrompt: 'Bağlantının adresini yazın',
        markdown: 'İşaretli metin',
        richText: 'Biçimli metin',
      },
      image: {
        chooseUrl: 'Adresle ekle',
        replaceUrl: 'Başka bir adresle değiştir',
        promptUrl: 'Görselin adresini yazın',
        chooseMultiple: 'Görselleri seçin',
        addMore: 'Görsel ekle',
        removeAll: 'Tüm görselleri kaldır',
      },
      file: {
        chooseMultiple: 'Dosyaları seçin',
        addMore: 'Dosya ekle',
        removeAll: 'Tüm dosyaları kaldır',
        chooseUrl: 'Adresle ekle',
        replaceUrl: 'Başka bir adresle değiştir',
        promptUrl: 'Dosyanın adresini yazın',
      },
      datetime: { setToNow: '%{fieldLabel}: şimdiki zaman' },
      object: { expand: 'Genişlet', collapse: 'Daralt' },
      list: { add: '%{item} ekle', addType: '%{item} ekle' },
    },
  },
  mediaLibrary: {
    mediaLibraryCard: {
      copyUrl: 'Adresi kopyala',
      copyPath: 'Dosya yolunu kopyala',
      copyName: 'Adını kopyala',
    },
    mediaLibraryModal: { close: 'Kapat', search: 'Ara…', loading: 'Yükleniyor…', uploading: 'Yükleniyor…' },
  },
  app: { app: { checkConfigYml: 'Editörün ayarlarında bir sorun var; site yöneticisine bildirin.' } },
  ui: {
    errorBoundary: { reportIt: 'Sorunu site yöneticisine bildirin.' },
    settingsDropdown: { account: 'Hesap seçenekleri' },
    toast: {
      // Decap's own: "Girdi devam ettirilemedi". Every problem of the save is listed (docs/decap/one-message-for-a-refused-save.md).
      onFailToPersist: 'Kaydedilmedi. %{details}',
      // Decap showed this for any refused field, a wrong phone format too: the patch lists the fields' own messages.
      missingRequiredField: 'Kaydedilmedi: kırmızıyla işaretli alanları düzeltin.',
      entrySaved: 'Kaydedildi.',
      entryPublished: 'Yayımlandı.',
      entryUnpublished: 'Yayından kaldırıldı.',
      entryDeleted: 'Silindi.',
      onFailToLoadEntries: 'Yüklenemedi: %{details}',
      onFailToDelete: 'Silinemedi: %{details}',
      onFailToUnpublishEntry: 'Yayından kaldırılamadı: %{details}',
      entryUpdated: 'Durum güncellendi.',
      onFailToPublishEntry: 'Yayımlanamadı: %{details}',
      onDeleteUnpublishedChanges: 'Yayımlanmamış değişiklikler silindi',
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

// The editorial workflow is off (publish_mode is not set), but its phrases keep the one verb too.
TURKISH_SUPPLEMENT.workflow = {
  workflow: {
    description:
      '%{smart_count} sayfa incelemeyi bekliyor, %{readyCount} sayfa yayımlanmaya hazır. |||| %{smart_count} sayfa incelemeyi bekliyor, %{readyCount} sayfa yayımlanmaya hazır.',
  },
  workflowCard: {
    publishChanges: 'Değişiklikleri yayımla',
    publishNewEntry: 'Yeni sayfayı yayımla',
    deleteNewEntry: 'Yeni sayfayı sil',
  },
  workflowList: {
    onPublishingNotReadyEntry:
      'Yalnızca "Hazır" durumundaki sayfalar yayımlanabilir. Yayımlamak için kartı "Hazır" sütununa sürükleyin.',
    onPublishEntry: 'Bu sayfayı yayımlamak istediğinizden emin misiniz?',
    onDeleteEntry: 'Bu sayfayı silmek istediğinizden emin misiniz?',
    currentEntries: '%{smart_count} sayfa |||| %{smart_count} sayfa',
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
