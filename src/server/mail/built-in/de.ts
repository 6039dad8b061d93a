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
};
