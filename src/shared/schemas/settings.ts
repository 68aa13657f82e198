// Schema of content/data/settings.yaml: what the company fills in once to put the site live and keep the browser
// editor signing in (its GitHub repository and branch). The site's own address is facts.yaml `firma.web`. Pure.
import { z } from 'zod'

/** content/data/settings.yaml */
export const settingsSchema = z.strictObject({
  /** The browser editor at /admin (Decap CMS): where it reads content and commits what staff publish. */
  icerik_paneli: z
    .strictObject({
      /** The GitHub repository as GitHub writes it, "owner/name", e.g. rhinoturkiye/web-sitesi. */
      depo: z
        .string()
        .regex(
          /^[A-Za-z0-9][A-Za-z0-9-]*\/[A-Za-z0-9._-]+$/,
          'GitHub deposu sahip/ad biçiminde olmalı, örn. rhinoturkiye/web-sitesi',
        )
        .meta({
          title: 'GitHub deposu',
          description:
            'Sitenin GitHub’daki deposu, sahip/ad biçiminde (GitHub’da deponun sayfasında sol üstte yazar), örn. rhinoturkiye/web-sitesi. Yer tutucu (PLACEHOLDER) kaldıkça canlı sitede /admin giriş yapamaz.',
        }),
      /** The branch the site is published from (the deploy workflow's branch). */
      dal: z
        .string()
        .regex(/^[A-Za-z0-9._-]+(?:\/[A-Za-z0-9._-]+)*$/, 'dal adı olmalı, örn. main')
        .meta({
          title: 'Dal',
          description: 'Sitenin yayımlandığı dal; değiştirmeyin (main).',
        }),
    })
    .meta({ title: 'İçerik paneli (/admin)' }),
})
export type SettingsData = z.infer<typeof settingsSchema>
export type EditorSettings = SettingsData['icerik_paneli']
