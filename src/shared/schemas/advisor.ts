// Schema of content/data/advisor.yaml: the licence advisor's (/teklif) question texts, hints and rule explanations. Pure.
// The rules themselves are code (src/lib/advisor/rules.ts); prices and seat counts are facts.
import { z } from 'zod'
import { AUDIENCES, CONCURRENCY, PLACEMENTS, PLATFORMS, PURCHASES, WISHES } from '../advisor/answers.ts'
import { CONFLICT_IDS, RULE_IDS } from '../advisor/rules.ts'
import { sitePath, text } from './fields.ts'

/** The editor's Turkish names of the fixed keys (answers, rules, conflicts); the form shows these, not the keys. */
const KEY_NAMES: Record<string, string> = {
  ogrenci: 'Öğrenci',
  ogretmen: 'Öğretmen / akademisyen',
  lab: 'Laboratuvar',
  ticari: 'Ticari',
  kamu: 'Kamu kurumu',
  hepsi: 'Hepsi aynı anda',
  sirayla: 'Sırayla',
  tek: 'Tek bilgisayar',
  kisisel: 'Bir kişinin birkaç bilgisayarı',
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
  'egitim-belge': 'Eğitim lisansı: akademik belge',
  'egitim-paylasim': 'Eğitim lisansı: paylaşılamaz',
  'lab-kullanici': 'Laboratuvar: kullanıcı sayısı',
  'lab-atama': 'Laboratuvar: bilgisayara atanamaz',
  'lan-zoo-turleri': 'LAN Zoo: desteklenen lisanslar',
  'lan-zoo-windows': 'LAN Zoo: Windows sunucu',
  'cloud-zoo-cevrimdisi': 'Cloud Zoo: internetsiz kullanım',
  'coklu-paket': 'Çok kullanıcılı paketler',
  'eszamanli-oturum': 'Aynı anda çalışan kişi sayısı',
  'deneme-bir-kez': 'Deneme: bir kez',
  'iki-platform': 'Windows ve Mac',
  yukseltme: 'Yükseltme',
  'ticari-egitim-lisansi': 'Ticari işte eğitim lisansı',
  'lab-yalniz-kurum': 'Laboratuvar yalnızca okullara',
  'egitim-ag-lisansi': 'Eğitim lisansı ağda',
  'egitim-tek-kisi': 'Eğitim lisansı birden çok kişiye',
  'lab-tek-bilgisayar': 'Laboratuvar tek bilgisayarda',
  'deneme-tekrar': 'İkinci deneme',
  'deneme-ag': 'Deneme ağda',
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
      /** The licence the visitor has in mind. */
      wish: named(choiceQuestion(WISHES), 'Aklındaki lisans'),
      /** Checkbox: a Rhino 8 trial was used before. */
      triedTrial: named(plainQuestion, 'Denemeyi daha önce kullandım (onay kutusu)'),
    })
    .meta({ title: 'Sorular' }),
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
  /** Note next to the request button: nothing is sent except by the visitor's own mail program. */
  mailNote: text().meta({ title: 'Teklif düğmesinin yanındaki not', multiline: true }),
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
