// Schema of content/data/advisor.yaml: the licence advisor's (/teklif) question texts, hints and rule explanations. Pure.
// The rules themselves are code (src/shared/advisor/rules.ts); prices and seat counts are facts.
import { z } from 'zod'
import {
  AUDIENCES,
  CONCURRENCY,
  PLACEMENTS,
  PLATFORMS,
  PURCHASES,
  SCHOOL_ANSWERS,
  WISHES,
} from '../advisor/answers.ts'
import { ATTACHMENT_IDS, CONFLICT_IDS, RULE_IDS } from '../advisor/rule-ids.ts'
import { sitePath, text } from './fields.ts'

/** The editor's Turkish names of the fixed keys (answers, rules, conflicts); the form shows these, not the keys. */
const KEY_NAMES: Record<string, string> = {
  ogrenci: 'Öğrenci',
  ogretmen: 'Öğretmen / akademisyen',
  lab: 'Laboratuvar',
  ticari: 'Ticari',
  kamu: 'Kamu kurumu',
  hayir: 'Okul değil',
  derslik: 'Okul: derslik / laboratuvar',
  ogretim: 'Okul: öğretim elemanları',
  hepsi: 'Hepsi aynı anda',
  sirayla: 'Sırayla',
  tek: 'Tek bilgisayar',
  kisisel: 'Birkaç bilgisayar',
  ortak: 'Tek bilgisayar, sırayla',
  ag: 'Ofis veya okul ağı',
  uzak: 'Birkaç ofis / uzaktan',
  windows: 'Windows',
  mac: 'Mac',
  ikisi: 'İkisi de',
  yeni: 'Yeni lisans',
  surum5: "Rhino 5'ten yükseltme",
  surum6: "Rhino 6'dan yükseltme",
  surum7: "Rhino 7'den yükseltme",
  oneri: 'Bana önerin',
  deneme: 'Ücretsiz deneme',
  'tek-bilgisayar': 'Tek bilgisayar',
  'cloud-zoo': 'Cloud Zoo',
  'lan-zoo': 'LAN Zoo',
  'eszamanli-oturum': 'Aynı anda çalışan kişi sayısı',
  'ortak-bilgisayar': 'Sırayla kullanılan tek bilgisayar',
  'paylasilan-lisans': 'Sırayla çalışan ekip: paylaşılan lisans',
  'kamu-okul': 'Devlet okulu ve üniversite',
  'egitim-belge': 'Eğitim lisansı: belge',
  'egitim-paylasim': 'Eğitim lisansı: paylaşılamaz',
  'lab-kullanici': 'Laboratuvar: kullanıcı sayısı',
  'lab-atama': 'Laboratuvar: bilgisayara atanamaz',
  'lan-zoo-turleri': 'LAN Zoo: desteklenen lisanslar',
  'lan-zoo-windows': 'LAN Zoo: Windows sunucu',
  'kucuk-ofis-cloud-zoo': 'Küçük ofis: Cloud Zoo',
  'cloud-zoo-cevrimdisi': 'Cloud Zoo: internetsiz kullanım',
  'coklu-paket': 'Çok kullanıcılı paketler',
  'deneme-indir': 'Deneme: teklif gerekmez',
  'deneme-bir-kez': 'Deneme: bir kez',
  'iki-platform': 'Windows ve Mac',
  yukseltme: 'Yükseltme',
  'kamu-okul-sor': 'Kamu kurumu okul mu?',
  'ticari-egitim-lisansi': 'Ticari işte eğitim lisansı',
  'lab-yalniz-kurum': 'Laboratuvar yalnızca okullara',
  'egitim-ag-lisansi': 'Eğitim lisansı ağda',
  'egitim-tek-kisi': 'Eğitim lisansı birden çok kişiye',
  'lab-tek-bilgisayar': 'Laboratuvar tek bilgisayarda',
  'deneme-tekrar': 'İkinci deneme',
  'deneme-ag': 'Deneme ağda',
  'ogrenci-belgesi': 'Öğrenci belgesi',
  'gorev-belgesi': 'Görev belgesi',
  'kurum-yazisi': 'Okulun resmî yazısı',
  'eski-anahtarlar': 'Eski lisans anahtarları',
}

const named = <S extends z.ZodType>(schema: S, title: string, description?: string) =>
  schema.meta(description ? { title, description } : { title })

/** One entry per fixed key: staff change the words, the code keeps the keys. */
function keyed<const T extends readonly string[], S extends z.ZodType>(keys: T, item: S) {
  return z.strictObject(
    Object.fromEntries(keys.map((key) => [key, named(item, KEY_NAMES[key] ?? key)])) as Record<T[number], S>,
  )
}

const questionText = () => named(text(), 'Soru')
const hintText = () => named(text(), 'Kısa açıklama', 'Sorunun veya cevabın altında görünen tek satır.')

const option = z.strictObject({
  /** Text of the choice, e.g. Öğrenci. */
  label: named(text(), 'Cevap'),
  /** One short line under the choice. */
  hint: hintText(),
})

const choiceQuestion = <const T extends readonly string[]>(keys: T) =>
  z.strictObject({
    /** The question, e.g. Rhino'yu kim kullanacak? */
    label: questionText(),
    /** One short sentence under the question. */
    hint: hintText(),
    /** The answers, one per fixed key. */
    options: named(keyed(keys, option), 'Cevaplar'),
  })

const plainQuestion = z.strictObject({
  /** The question. */
  label: questionText(),
  /** One short sentence under the question. */
  hint: hintText(),
})

/** A text in which each `{name}` must appear (the page puts a value in its place), with what replaces it. */
const withPlaceholders = (...names: (readonly [name: string, what: string])[]) =>
  names.reduce(
    (schema, [name, what]) =>
      schema.regex(new RegExp(`\\{${name}\\}`), `metinde {${name}} yazmalı; yerine ${what} gelir`),
    text(),
  )

/** content/data/advisor.yaml */
export const advisorSchema = z.strictObject({
  /** Lead sentence under the page title. */
  lead: named(text(), 'Giriş metni'),
  /** The questions of the form, in the order they are shown. */
  questions: z
    .strictObject({
      /** Who will use Rhino. */
      audience: named(choiceQuestion(AUDIENCES), 'Kim kullanacak?'),
      /** Asked of a public body: is it a school or university, and for classrooms or for teaching staff? */
      school: named(choiceQuestion(SCHOOL_ANSWERS), 'Kamu kurumu okul mu?'),
      /** How many people use Rhino; above the maximum the visitor is asked to write to the team. */
      users: named(
        z.strictObject({
          /** The question. */
          label: questionText(),
          /** One short sentence under the question. */
          hint: hintText(),
          /** Above 500 people: {sayı} becomes the maximum; the team's e-mail address follows the sentence. */
          overLimit: named(
            withPlaceholders(['sayı', 'en fazla kişi sayısı (500)']),
            'Çok kalabalık ekipler için not',
            '{sayı} yerine en fazla kişi sayısı gelir; cümlenin ardından e-posta adresimiz gösterilir.',
          ),
        }),
        'Kaç kişi?',
      ),
      /** Whether they all work at the same time. */
      concurrency: named(choiceQuestion(CONCURRENCY), 'Aynı anda mı?'),
      /** Taking turns: the most at the same time. */
      peak: named(plainQuestion, 'Aynı anda en fazla kaç kişi?'),
      /** Where Rhino runs. */
      placement: named(choiceQuestion(PLACEMENTS), 'Nerede?'),
      /** Windows, Mac or both. */
      platform: named(choiceQuestion(PLATFORMS), 'İşletim sistemi'),
      /** New licence or upgrade. */
      purchase: named(choiceQuestion(PURCHASES), 'Yeni lisans mı, yükseltme mi?'),
      /** Upgrades: how many old licences are owned; {sürüm} in the question becomes the version, e.g. 6. */
      owned: named(
        z.strictObject({
          /** The question, e.g. Kaç Rhino {sürüm} lisansınız var? */
          label: named(
            text().regex(/\{sürüm\}/, 'soruda {sürüm} yazmalı; yerine eski sürümün numarası gelir'),
            'Soru',
            '{sürüm} yerine eski sürümün numarası gelir, örn. Kaç Rhino {sürüm} lisansınız var?',
          ),
          /** One short sentence under the question. */
          hint: hintText(),
        }),
        'Kaç eski lisans?',
      ),
      /** The licence the visitor has in mind. */
      wish: named(choiceQuestion(WISHES), 'Aklındaki lisans'),
      /** Checkbox: a Rhino 8 trial was used before. */
      triedTrial: named(plainQuestion, 'Denemeyi daha önce kullandım (onay kutusu)'),
    })
    .meta({ title: 'Sorular' }),
  /** The teacher licence's name in the advice, the request and its lines (priced as the student licence). */
  teacherLicenceName: named(text(), 'Öğretmen lisansının adı', 'Örn. Öğretmen Lisansı'),
  /** How each management method is named in the advice. */
  managementNames: named(
    keyed(['tek-bilgisayar', 'cloud-zoo', 'lan-zoo'] as const, text()),
    'Yönetim yöntemlerinin adları',
  ),
  /** The licensing rules the advice cites: a title, one or two sentences and the page that explains it. */
  rules: named(
    keyed(
      RULE_IDS,
      z.strictObject({
        /** Short title of the rule. */
        title: named(text(), 'Kuralın başlığı'),
        /** One or two sentences; facts may be used, e.g. {{egitim.lab_kullanici}}. */
        text: named(
          text(),
          'Açıklama',
          'Bir iki cümle. Sayılar gibi ortak bilgiler "Ortak bilgi ekle" ile eklenir.',
        ),
        /** Page of this site that explains the rule. */
        link: named(sitePath(), 'Ayrıntı sayfası', 'Kuralı anlatan site sayfası, örn. /licensing/lan-zoo'),
      }),
    ),
    'Lisans kuralları',
  ),
  /** Friendly explanations of answers that do not fit together. */
  conflicts: named(
    keyed(
      CONFLICT_IDS,
      z.strictObject({
        /** Short title. */
        title: named(text(), 'Başlık'),
        /** What does not fit and what we suggest instead. */
        text: named(text(), 'Açıklama', 'Neyin uyuşmadığını ve ne önerdiğimizi nazikçe anlatın.'),
      }),
    ),
    'Uyuşmayan cevaplar',
  ),
  /** What each document the request needs is, asked for where it applies. */
  attachments: named(
    keyed(
      ATTACHMENT_IDS,
      z.strictObject({
        /** The document's name, e.g. Öğrenci belgesi. */
        title: named(text(), 'Belgenin adı'),
        /** Which document exactly, in one or two sentences. */
        text: named(text(), 'Açıklama'),
      }),
    ),
    'Talebe eklenecek belgeler',
  ),
  /** The box shown instead of a quote when a free trial is chosen: it leads to /download. */
  trial: z
    .strictObject({
      /** Heading. */
      title: named(text(), 'Başlık'),
      /** One or two sentences. */
      text: named(text(), 'Açıklama'),
      /** The button to /download. */
      linkLabel: named(text(), 'Düğme metni'),
    })
    .meta({ title: 'Deneme seçilince (teklif yerine)' }),
  /** The quote request: its texts on screen, in the mail and on paper. */
  request: z
    .strictObject({
      /** Heading of the request section. */
      title: named(text(), 'Başlık'),
      /** One or two sentences under it. */
      lead: named(text(), 'Giriş metni'),
      /** Heading of the request's licence lines and totals. */
      linesTitle: named(text(), 'Lisans satırları başlığı'),
      /** Heading of the buyer's details. */
      detailsTitle: named(text(), 'Fatura bilgileri başlığı'),
      /** Next to the personal fields: where the data goes (the KVKK notice is linked after it). */
      privacyNote: text().meta({ title: 'Kişisel bilgiler notu', multiline: true }),
      /** Next to the personal fields: they are kept in this browser tab only, and how to delete them. */
      storageNote: text().meta({ title: 'Bilgilerin bu sekmede saklanması notu', multiline: true }),
      /** Heading of the names and e-mail addresses of the people who get student or teacher licences. */
      holdersTitle: named(text(), 'Lisans sahipleri başlığı'),
      /** Under it: why each personal licence needs its holder. */
      holdersHint: text().meta({ title: 'Lisans sahipleri açıklaması', multiline: true }),
      /** Heading of the documents to attach. */
      attachmentsTitle: named(text(), 'Ekler başlığı'),
      /** Under the documents: mail links cannot attach files; how the visitor attaches them. */
      attachmentsHow: text().meta({ title: 'Belgeler nasıl eklenir', multiline: true }),
      /** How many days after the request the listed prices count as indicative. */
      validityDays: z
        .number()
        .int('tam sayı olmalı')
        .min(1, 'en az 1 gün')
        .max(90, 'en fazla 90 gün')
        .meta({ title: 'Fiyatların bilgi amaçlı geçerlilik süresi (gün)' }),
      /** The indicative prices sentence; {gün} becomes validityDays. */
      priceNote: named(
        withPlaceholders(['gün', 'geçerlilik süresi']),
        'Fiyatların geçerliliği',
        '{gün} yerine geçerlilik süresi gelir.',
      ),
      /** The currency and the TL basis of the invoice (also what the page says when no rate can be fetched). */
      currencyNote: text().meta({ title: 'Para birimi ve TL karşılığı', multiline: true }),
      /** The indicative TL amount: {tutar} the total in TL, {tarih} the Central Bank rate's date. */
      tlEstimate: named(
        withPlaceholders(['tutar', 'toplamın TL karşılığı'], ['tarih', 'kurun tarihi']),
        'Yaklaşık TL tutarı',
        '{tutar} yerine toplamın TL karşılığı, {tarih} yerine TCMB kurunun tarihi gelir.',
      ),
      /** Payment terms: how and when the buyer pays. */
      paymentTerms: text().meta({ title: 'Ödeme koşulları', multiline: true }),
      /** Bank transfer: where the bank details are given and what to write in the transfer. */
      bankTransfer: text().meta({ title: 'Havale / EFT bilgisi', multiline: true }),
      /** Delivery: electronic licence delivery and its typical time. */
      delivery: text().meta({ title: 'Teslimat', multiline: true }),
      /** Under a total that includes KDV (never where no price is shown). */
      vatNote: named(text(), 'KDV notu (toplamın altında)'),
      /** The terms in one line of the mail (the visitor's voice); {tarih} becomes the date the prices hold until. */
      mailTerms: named(
        withPlaceholders(['tarih', 'fiyatların geçerli olduğu son gün']),
        'E-postadaki koşullar satırı',
        '{tarih} yerine fiyatların bilgi amaçlı geçerli olduğu son gün gelir.',
      ),
      /** Next to the send buttons: the request leaves from the visitor's own mail account. */
      sendNote: text().meta({ title: 'Gönderme düğmelerinin yanındaki not', multiline: true }),
      /** On the page when parts of a long request do not fit a mail link; {liste} names them. */
      leftOutNote: named(
        withPlaceholders(['liste', 'iletiye sığmayan bölümler']),
        'Talep e-posta bağlantısına sığmazsa (sayfada)',
        '{liste} yerine iletiye sığmayan bölümler gelir.',
      ),
      /** The same in the mail, in the visitor's voice; {liste} names what did not fit. */
      mailLeftOut: named(
        withPlaceholders(['liste', 'iletiye sığmayan bölümler']),
        'Talep e-posta bağlantısına sığmazsa (e-postada)',
        '{liste} yerine iletiye sığmayan bölümler gelir.',
      ),
    })
    .meta({ title: 'Teklif talebi' }),
  /** Heading and lead of the licence comparison (also what visitors without JavaScript read). */
  comparison: z
    .strictObject({
      /** Heading. */
      title: named(text(), 'Başlık'),
      /** One or two sentences. */
      lead: named(text(), 'Giriş metni'),
    })
    .meta({ title: 'Lisans karşılaştırması (JavaScript olmadan da görünür)' }),
})
export type AdvisorData = z.infer<typeof advisorSchema>
