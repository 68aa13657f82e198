// The editor's Turkish names (and hints) of the field kinds several data schemas share: each written once here and
// put on the fields with `.meta()` (or by the builders of fields.ts); a field only one schema has carries its own
// `.meta({ title, description })` where it is defined. The editor's form reads them from the schema's JSON Schema
// (src/admin/zod-to-decap.ts). Pure.

export interface FieldName {
  /** The field's name on the form. */
  title: string
  /** The hint under the field. */
  description?: string
  /** A text of a sentence or more: the editor gives it a box of several lines instead of a one-line field. */
  multiline?: true
  /** A picture's address: the editor gives it an image field that uploads a new file or picks one already there. */
  image?: true
}

export const FIELD_NAMES = {
  title: { title: 'Başlık' },
  description: { title: 'Açıklama', multiline: true },
  lead: { title: 'Giriş metni', multiline: true },
  eyebrow: { title: 'Üst satır' },
  label: { title: 'Düğme veya bağlantı metni' },
  text: { title: 'Metin', multiline: true },
  name: { title: 'Ad' },
  badge: { title: 'Etiket' },
  category: { title: 'Kategori' },
  items: { title: 'Öğeler' },
  features: { title: 'Özellikler' },
  highlights: { title: 'Öne çıkanlar' },
  requirements: { title: 'Gereksinimler' },
  plugins: { title: 'Eklentiler' },
  command: { title: 'Rhino komutu' },
  hero: { title: 'Sayfa başı (hero)' },
  closingCta: { title: 'Kapanış çağrısı' },
  featuredProjects: { title: 'Öne çıkan projeler' },
  organization: { title: 'Kurum veya ofis' },
  location: { title: 'Semt ve şehir' },
  grasshopper: { title: 'Grasshopper' },
  egitim: { title: 'Eğitim' },
  forum: { title: 'Forum bağlantısı' },
  appStore: { title: 'App Store bağlantısı' },
  ad: { title: 'Ad' },
  linkLabel: { title: 'Bağlantı metni' },
  external: { title: 'Dış siteye mi gider?' },
  icon: {
    title: 'Simge',
    description:
      'Listeden bir simge adı; yanlış bir ad yazılırsa kayıt sırasında kullanılabilen adlar listelenir.',
  },
  image: {
    title: 'Görsel',
    description:
      'Yeni bir görsel yükleyin ya da sitedeki bir görseli seçin (WebP, PNG veya JPEG; en az 960 piksel genişlikte). Görseli değiştirdiğinizde açıklamasını da güncelleyin.',
    image: true,
  },
  imageAlt: {
    title: 'Görselin açıklaması (alt metni)',
    description: 'Görseli göremeyen ziyaretçiler için bir cümlelik açıklama.',
  },
  href: {
    title: 'Bağlantı adresi',
    description: 'Sitede bir sayfa (/download, /offices#egitim) ya da https:// ile başlayan tam adres.',
  },
  link: {
    title: 'Bağlantı',
    description: 'Sitede bir sayfa (/download) ya da https:// ile başlayan tam adres.',
  },
  website: {
    title: 'Web sitesi',
    description:
      'Tam adres, örn. `https://www.ornek.com.tr`; `www.ornek.com.tr` yazarsanız editör başına `https://` ekler.',
  },
  id: {
    title: 'Kısa ad',
    description:
      'Bağlantılar bu kısa adı kullanır: küçük harf, rakam ve tire. Yayımlandıktan sonra değiştirmeyin.',
  },
  slug: { title: 'Adres', description: 'Sayfa adresinin son kısmı: küçük harf, rakam ve tire.' },
} as const satisfies Record<string, FieldName>
