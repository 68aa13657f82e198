// The links that open the request as a new mail: the visitor's mail program (mailto:), Gmail and Outlook on the web,
// and the longest link we build. Pure; browser (the request section) and tests.
//
// How long a link may be, and where each figure comes from:
// - mailto: in Chromium, measured (Debian Chromium 156 on Linux, a stand-in xdg-open that records what it receives):
//   Chromium hands the whole address to the system up to its own URL maximum of 2,097,152 characters; the Linux
//   kernel then refuses one argument longer than 131,071 characters. On Windows, Chromium's source
//   (chrome/browser/platform_util_win.cc, OpenExternalOnWorkerThread) silently drops an address longer than 2,048
//   characters with the two quotes it adds: 2,046 characters.
// - mailto: in Firefox, documented by its source: uriloader/exthandler/win/nsMIMEInfoWin.cpp no longer checks a
//   length of its own (older versions refused more than 2,048); its URL parser takes up to 1 MB
//   (network.standard-url.max-length); Windows' shell and the mail program decide the rest.
// - Gmail (mail.google.com/mail/?view=cm): Google publishes no limit for its compose address.
// - Outlook on the web (outlook.office.com/mail/deeplink/compose): Microsoft publishes no limit for it; IIS, Microsoft's
//   web server, refuses a query string over 2,048 bytes by default (requestFiltering/requestLimits maxQueryString).
// Every link stays within 2,000 characters, under the strictest of these (Chromium on Windows, IIS's default).

/** The longest mailto:, Gmail or Outlook link we build. */
export const MAX_LINK_LENGTH = 2000

const encode = (text: string) => encodeURIComponent(text)

export function mailtoLink(email: string, subject: string, body: readonly string[]): string {
  return `mailto:${email}?subject=${encode(subject)}&body=${encode(body.join('\r\n'))}`
}

/** Gmail's compose window in a new tab (the visitor's own account). */
export function gmailLink(email: string, subject: string, body: readonly string[]): string {
  return `https://mail.google.com/mail/?view=cm&fs=1&to=${encode(email)}&su=${encode(subject)}&body=${encode(body.join('\n'))}`
}

/** Outlook on the web's compose window in a new tab (Microsoft 365 and Outlook.com accounts). */
export function outlookLink(email: string, subject: string, body: readonly string[]): string {
  return `https://outlook.office.com/mail/deeplink/compose?to=${encode(email)}&subject=${encode(subject)}&body=${encode(body.join('\n'))}`
}

/** The three links of one mail. */
export function mailLinks(email: string, subject: string, body: readonly string[]) {
  return {
    mailto: mailtoLink(email, subject, body),
    gmail: gmailLink(email, subject, body),
    outlook: outlookLink(email, subject, body),
  }
}

/** The text "Metni kopyala" copies: address, subject and body, ready to paste into any mail. */
export function copyText(email: string, subject: string, body: readonly string[]): string {
  return [`Kime: ${email}`, `Konu: ${subject}`, '', ...body].join('\n')
}
