/** The built-in e-mails in French ("vous"; non-breaking spaces before « : ! ? »; see texts.ts). */
import type { MailTexts } from './texts.ts';

export const fr: MailTexts = {
  hi: 'Bonjour {{name}},',
  orOpenLink: 'Ou ouvrez ce lien :',
  manageBilling: 'Gérer la facturation',
  welcome: {
    subject: 'Bienvenue sur {{appName}}',
    title: 'Bienvenue, {{name}} !',
    text: 'Votre adresse e-mail est confirmée et votre compte est prêt.',
    button: 'Ouvrir mon compte',
  },
  email_verification: {
    subject: 'Confirmez votre adresse e-mail pour {{appName}}',
    title: 'Confirmez votre adresse e-mail',
    text: 'Merci de votre inscription. Confirmez votre adresse e-mail pour terminer la création de votre compte.',
    button: 'Confirmer mon adresse',
    footnote: 'Le lien est valable 24 heures. Si vous ne vous êtes pas inscrit, ignorez cet e-mail.',
  },
  password_reset: {
    subject: 'Réinitialisez votre mot de passe {{appName}}',
    title: 'Réinitialisez votre mot de passe',
    text: 'Quelqu’un a demandé la réinitialisation du mot de passe de votre compte. Choisissez un nouveau mot de passe grâce au lien ci-dessous.',
    button: 'Choisir un nouveau mot de passe',
    footnote:
      'Le lien est valable une heure et ne fonctionne qu’une seule fois. Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail : votre mot de passe reste inchangé.',
  },
  subscription_started: {
    subject: 'Votre abonnement {{appName}} est actif',
    title: 'Bienvenue à bord',
    text: 'Votre abonnement est actif : <strong>{{plan}}</strong>. Il sera renouvelé le {{renewsOn}}.',
  },
  subscription_changed: {
    subject: 'Votre abonnement {{appName}} a changé',
    title: 'Votre formule a changé',
    text: 'Votre abonnement est passé de {{fromPlan}} à <strong>{{toPlan}}</strong>.',
  },
  subscription_canceled: {
    subject: 'Votre abonnement {{appName}} est résilié',
    title: 'Abonnement résilié',
    text: 'Votre abonnement {{planName}} est résilié. {{summary}}',
  },
  payment_failed: {
    subject: 'Échec du paiement de votre abonnement {{appName}}',
    title: 'Échec du paiement',
    text: 'Le paiement de {{amount}} pour votre abonnement {{planName}} a échoué. Veuillez mettre à jour votre moyen de paiement pour conserver votre abonnement.',
    button: 'Mettre à jour le moyen de paiement',
  },
  waitlist_invitation: {
    subject: 'Votre invitation à {{appName}}',
    title: 'C’est votre tour !',
    text: 'Merci de votre patience. Votre tour est venu sur la liste d’attente de {{appName}} : créez votre compte grâce au lien ci-dessous.',
    button: 'Créer mon compte',
  },
  contact_reply: {
    subject: '{{subject}}',
    title: '{{subject}}',
    greeting: 'Bonjour {{name}}, merci de nous avoir écrit.',
  },
  feedback_reply: {
    subject: 'À propos de votre avis sur {{appName}}',
    title: 'À propos de votre avis',
    greeting: 'Bonjour {{name}}, merci pour votre avis.',
  },
};
