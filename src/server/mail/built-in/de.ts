/** The built-in e-mails in German (formal "Sie"; see texts.ts). */
import type { MailTexts } from './texts.ts';

export const de: MailTexts = {
  hi: 'Hallo {{name}},',
  orOpenLink: 'Oder öffnen Sie diesen Link:',
  manageBilling: 'Abrechnung verwalten',
  welcome: {
    subject: 'Willkommen bei {{appName}}',
    title: 'Willkommen, {{name}}!',
    text: 'Ihre E-Mail-Adresse ist bestätigt und Ihr Konto ist bereit.',
    button: 'Mein Konto öffnen',
  },
  email_verification: {
    subject: 'Bestätigen Sie Ihre E-Mail-Adresse für {{appName}}',
    title: 'Bestätigen Sie Ihre E-Mail-Adresse',
    text: 'Vielen Dank für Ihre Registrierung. Bestätigen Sie Ihre E-Mail-Adresse, um die Einrichtung Ihres Kontos abzuschließen.',
    button: 'E-Mail-Adresse bestätigen',
    footnote:
      'Der Link ist 24 Stunden gültig. Falls Sie sich nicht registriert haben, können Sie diese E-Mail ignorieren.',
  },
  password_reset: {
    subject: 'Setzen Sie Ihr Passwort für {{appName}} zurück',
    title: 'Passwort zurücksetzen',
    text: 'Jemand hat angefordert, das Passwort Ihres Kontos zurückzusetzen. Über den folgenden Link können Sie ein neues Passwort wählen.',
    button: 'Neues Passwort wählen',
    footnote:
      'Der Link ist eine Stunde gültig und funktioniert nur einmal. Falls Sie das nicht angefordert haben, ignorieren Sie diese E-Mail: Ihr Passwort bleibt unverändert.',
  },
  subscription_started: {
    subject: 'Ihr Abonnement bei {{appName}} ist aktiv',
    title: 'Willkommen an Bord',
    text: 'Ihr Abonnement ist aktiv: <strong>{{plan}}</strong>. Es verlängert sich am {{renewsOn}}.',
  },
  subscription_changed: {
    subject: 'Ihr Abonnement bei {{appName}} wurde geändert',
    title: 'Ihr Tarif wurde geändert',
    text: 'Ihr Abonnement wurde von {{fromPlan}} auf <strong>{{toPlan}}</strong> umgestellt.',
  },
  subscription_canceled: {
    subject: 'Ihr Abonnement bei {{appName}} ist gekündigt',
    title: 'Abonnement gekündigt',
    text: 'Ihr Abonnement {{planName}} ist gekündigt. {{summary}}',
  },
  payment_failed: {
    subject: 'Zahlung für Ihr Abonnement bei {{appName}} fehlgeschlagen',
    title: 'Zahlung fehlgeschlagen',
    text: 'Die Zahlung von {{amount}} für Ihr Abonnement {{planName}} ist fehlgeschlagen. Bitte aktualisieren Sie Ihre Zahlungsmethode, damit Ihr Abonnement bestehen bleibt.',
    button: 'Zahlungsmethode aktualisieren',
  },
  waitlist_invitation: {
    subject: 'Ihre Einladung zu {{appName}}',
    title: 'Sie sind dabei!',
    text: 'Danke für Ihre Geduld. Ihr Platz auf der Warteliste von {{appName}} ist frei geworden: Erstellen Sie Ihr Konto über den folgenden Link.',
    button: 'Mein Konto erstellen',
  },
  contact_reply: {
    subject: '{{subject}}',
    title: '{{subject}}',
    greeting: 'Hallo {{name}}, vielen Dank für Ihre Nachricht.',
  },
  feedback_reply: {
    subject: 'Zu Ihrem Feedback an {{appName}}',
    title: 'Zu Ihrem Feedback',
    greeting: 'Hallo {{name}}, vielen Dank für Ihr Feedback.',
  },
  password_changed: {
    subject: 'Ihr Passwort bei {{appName}} wurde geändert',
    title: 'Ihr Passwort wurde geändert',
    text: 'Das Passwort Ihres Kontos wurde soeben geändert, und alle anderen Sitzungen wurden abgemeldet. Falls Sie das nicht waren, setzen Sie Ihr Passwort jetzt zurück.',
    button: 'Passwort zurücksetzen',
  },
  email_change_confirm: {
    subject: 'Bestätigen Sie Ihre neue E-Mail-Adresse für {{appName}}',
    title: 'Neue E-Mail-Adresse bestätigen',
    text: 'Sie möchten diese Adresse für Ihr Konto verwenden. Bestätigen Sie sie, damit die Änderung wirksam wird.',
    button: 'Diese Adresse bestätigen',
    footnote:
      'Der Link ist 24 Stunden gültig und funktioniert einmal. Falls Sie das nicht angefordert haben, ignorieren Sie diese E-Mail: Es ändert sich nichts.',
  },
  email_change_notice: {
    subject: 'Die E-Mail-Adresse Ihres Kontos bei {{appName}} wurde geändert',
    title: 'Ihre E-Mail-Adresse wurde geändert',
    text: 'Ihr Konto verwendet jetzt {{newEmail}}; an diese Adresse kommen keine E-Mails mehr. Falls Sie das nicht waren, kontaktieren Sie uns bitte sofort.',
    button: 'Kontakt aufnehmen',
  },
  account_deleted: {
    subject: 'Ihr Konto bei {{appName}} wurde gelöscht',
    title: 'Ihr Konto wurde gelöscht',
    text: 'Ihr Konto und Ihre persönlichen Daten wurden gelöscht, ein Abonnement wurde gekündigt. Schade, dass Sie gehen.',
  },
  account_deletion_code: {
    subject: 'Ihr Code zum Löschen Ihres Kontos bei {{appName}}',
    title: 'Löschen Ihres Kontos bestätigen',
    text: 'Geben Sie diesen Code ein, um zu bestätigen, dass Ihr Konto gelöscht werden soll:',
    footnote:
      'Der Code ist 15 Minuten gültig. Falls Sie ihn nicht angefordert haben, ignorieren Sie diese E-Mail: Ihr Konto bleibt bestehen.',
  },
  two_factor_enabled: {
    subject: 'Zwei-Faktor-Authentifizierung für Ihr {{appName}}-Konto ist aktiv',
    title: 'Zwei-Faktor-Authentifizierung ist aktiv',
    text: 'Für Ihr Konto wurde die Zwei-Faktor-Authentifizierung eingeschaltet. Ab jetzt fragt die Anmeldung nach einem Code aus Ihrer Authenticator-App oder einem Ihrer Backup-Codes.',
    button: 'Kontosicherheit prüfen',
    footnote: 'Wenn Sie das nicht waren, setzen Sie sofort Ihr Passwort zurück und kontaktieren Sie uns.',
  },
  magic_link: {
    subject: 'Ihr Anmeldelink für {{appName}}',
    title: 'Bei {{appName}} anmelden',
    text: 'Jemand hat einen Link zur Anmeldung bei Ihrem Konto angefordert. Melden Sie sich mit der Schaltfläche unten an.',
    button: 'Anmelden',
    footnote:
      'Der Link ist 15 Minuten gültig und funktioniert nur einmal. Wenn Sie ihn nicht angefordert haben, ignorieren Sie diese E-Mail: Ohne den Link kann sich niemand anmelden.',
  },
  organization_invitation: {
    subject: '{{inviterName}} hat Sie zu {{organizationName}} auf {{appName}} eingeladen',
    title: '{{organizationName}} beitreten',
    text: '{{inviterName}} hat Sie eingeladen, {{organizationName}} auf {{appName}} als {{role}} beizutreten.',
    button: 'Einladung annehmen',
    footnote:
      'Der Link gilt bis {{expiresAt}}. Wenn Sie diese Einladung nicht erwartet haben, ignorieren Sie diese E-Mail.',
  },
};
