// Test helper: a copy of the good fixture site with everything the launch check looks at filled in for real (legal
// identity, the editor's repository, no example entries, each learning resource's own address), optionally with
// `files` written over it: the launch list of the result is empty unless `files` puts something back.
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { fixtureTree, GOOD_FIXTURE } from './fixture-tree.ts'

const FILLED_LEGAL_IDENTITY = `yasal:
  ticari_unvan: Rhino Türkiye Yazılım ve Eğitim Hizmetleri Limited Şirketi
  mersis_no: "0123456789012345"
  vergi_dairesi: Kozyatağı
  vergi_no: "0123456789"
  adres: "Barbaros Mahallesi, Begonya Sokak No: 3, 34746 Ataşehir/İstanbul"
  kep: ""
`

const fixtureFile = (file: string) => readFile(path.join(GOOD_FIXTURE, file), 'utf8')

/** The fixture's files as the company would have them on the day the site goes live. */
export async function filledFiles(): Promise<Record<string, string>> {
  const facts = (await fixtureFile('content/data/facts.yaml')).replace(
    /^yasal:\n(?: {2}.*\n)+/m,
    FILLED_LEGAL_IDENTITY,
  )
  const settings = (await fixtureFile('content/data/settings.yaml')).replace(
    /depo: .*/,
    'depo: rhinoturkiye/web-sitesi',
  )
  const learn = (await fixtureFile('content/data/learn.yaml')).replace(
    'link: "{{baglanti.learn}}"',
    'link: https://egitim.rhinoturkiye.com/rhino-8-level-1',
  )
  return {
    'content/data/facts.yaml': facts,
    'content/data/settings.yaml': settings,
    'content/data/learn.yaml': learn,
  }
}

/** A fixture root ready for production, with `files` written over it. */
export async function filledFixture(files: Record<string, string | null> = {}): Promise<string> {
  return fixtureTree({ ...(await filledFiles()), ...files })
}
