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
  'ortak-ayni-anda': 'Tek bilgisayarda aynı anda birkaç kişi',
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
      /** How many people use Rhino. */
      users: named(plainQuestion, 'Kaç kişi?'),
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
      /** Heading of the buyer's details. */
      detailsTitle: named(text(), 'Fatura bilgileri başlığı'),
      /** Next to the personal fields: where the data goes (the KVKK notice is linked after it). */
      privacyNote: text().meta({ title: 'Kişisel bilgiler notu', multiline: true }),
      /** Heading of the documents to attach. */
      attachmentsTitle: named(text(), 'Ekler başlığı'),
      /** Under the documents: mail links cannot attach files. */
      attachmentsNote: named(text(), 'Ekler notu'),
      /** How many days after the request the listed prices count as indicative. */
      validityDays: z
        .number()
        .int('tam sayı olmalı')
        .min(1, 'en az 1 gün')
        .max(90, 'en fazla 90 gün')
        .meta({ title: 'Fiyatların bilgi amaçlı geçerlilik süresi (gün)' }),
      /** The indicative prices sentence; {gün} becomes validityDays. */
      priceNote: named(
        text().regex(/\{gün\}/, 'metinde {gün} yazmalı; yerine geçerlilik süresi gelir'),
        'Fiyatların geçerliliği',
        '{gün} yerine geçerlilik süresi gelir.',
      ),
      /** The currency and the TL basis of the invoice. */
      currencyNote: text().meta({ title: 'Para birimi ve TL karşılığı', multiline: true }),
      /** Payment terms, as the sales team states them. */
      paymentTerms: text().meta({ title: 'Ödeme koşulları', multiline: true }),
      /** Under a total that includes KDV (never where no price is shown). */
      vatNote: named(text(), 'KDV notu (toplamın altında)'),
      /** The terms in one line of the mail (the visitor's voice); {tarih} becomes the date the prices hold until. */
      mailTerms: named(
        text().regex(/\{tarih\}/, 'metinde {tarih} yazmalı; yerine fiyatların geçerli olduğu son gün gelir'),
        'E-postadaki koşullar satırı',
        '{tarih} yerine fiyatların bilgi amaçlı geçerli olduğu son gün gelir.',
      ),
      /** Next to the send buttons: the request leaves from the visitor's own mail account. */
      sendNote: text().meta({ title: 'Gönderme düğmelerinin yanındaki not', multiline: true }),
      /** Shown when the request is longer than a mail link can carry: copy and paste, or print. */
      tooLongNote: text().meta({ title: 'Talep e-posta bağlantısına sığmazsa', multiline: true }),
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
