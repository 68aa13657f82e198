// Every text the sign-in Function can show, in Turkish: the sign-in window's note and the reasons a sign-in fails.
// One table, so the guide for the person who puts the site live (content/YAYINA-ALMA.md, "Sorun giderme") can be
// checked against it (tests/unit/launch-guide.test.ts). `{name}` marks a value filled in when the text is shown.
// Runs in Cloudflare's Workers runtime and in the tests.

export const SIGN_IN_NOTES = {
  /** The window hands the token to the editor and closes. */
  signedIn: 'Giriş tamamlandı. Bu pencere kendiliğinden kapanır.',
  /** The window was opened on its own (not by the editor): the sign-in worked, the editor is elsewhere. */
  signedInWithoutEditor: 'Giriş tamamlandı; içerik panelini {panel} adresinden açın.',
  /** Any failure: `{reason}` is one of SIGN_IN_FAILURES. */
  failed: 'Giriş yapılamadı: {reason}. Bu pencereyi kapatıp yeniden deneyin.',
} as const

export const SIGN_IN_FAILURES = {
  /** The Pages project has no GITHUB_CLIENT_ID or GITHUB_CLIENT_SECRET. */
  missingSecrets: 'sitenin GitHub giriş ayarları eksik (GITHUB_CLIENT_ID ve GITHUB_CLIENT_SECRET)',
  /** The editor was opened on a host that is neither the site's address nor its www/bare twin (a *.pages.dev one). */
  wrongHost:
    'içerik paneline bu adresten ({address}) girilemez; sitenin asıl adresindeki paneli açın: {panel}',
  /** GitHub came back to another host than the site's address: the OAuth app's callback URL names that host. */
  callbackElsewhere:
    'GitHub girişi sitenin asıl adresine değil, {address} adresine döndü; GitHub OAuth uygulamasında Authorization callback URL {callback} olmalı',
  /** The staff member pressed Cancel on GitHub's consent page. */
  accessDenied: 'GitHub’da izin verilmedi (access_denied)',
  /** The OAuth app's callback URL is not the site's address (authorisation or token exchange). */
  redirectMismatch:
    'GitHub OAuth uygulamasındaki Authorization callback URL sitenin adresiyle eşleşmiyor (redirect_uri_mismatch); {callback} olmalı',
  /** GitHub has suspended the OAuth app. */
  suspended: 'GitHub OAuth uygulaması askıya alınmış (application_suspended)',
  /** Another error GitHub names on its way back. */
  refused: 'GitHub girişi onaylamadı ({code})',
  /** The callback carries no code, or a state this browser did not start (another browser, or over 10 minutes). */
  badState: 'giriş isteği bu tarayıcıdan başlatılmamış ya da süresi dolmuş',
  /** The token exchange got no answer, or no JSON. */
  unreachable: 'GitHub’a ulaşılamadı',
  /** GitHub refused the app's id or secret. */
  wrongCredentials:
    'GitHub, sitenin OAuth uygulaması bilgilerini kabul etmedi (incorrect_client_credentials); GITHUB_CLIENT_ID ya da GITHUB_CLIENT_SECRET yanlış',
  /** The one-time code was used already or is too old. */
  badCode: 'GitHub’ın verdiği tek kullanımlık kod geçersiz ya da süresi dolmuş (bad_verification_code)',
  /** The staff member's GitHub account has no verified e-mail address. */
  unverifiedEmail: 'GitHub hesabının e-posta adresi doğrulanmamış (unverified_user_email)',
  /** Any other answer without a token. */
  noToken: 'GitHub anahtar vermedi ({code})',
} as const

export type SignInFailure = keyof typeof SIGN_IN_FAILURES

/** A text of the tables with its `{name}` values filled in. */
export function fillMessage(template: string, values: Readonly<Record<string, string>> = {}): string {
  return template.replace(/\{(\w+)\}/g, (marker, name: string) => values[name] ?? marker)
}

/** The reason of a failure, by its id, with its values. */
export const failure = (id: SignInFailure, values?: Readonly<Record<string, string>>) =>
  fillMessage(SIGN_IN_FAILURES[id], values)
