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
  password_changed: {
    subject: 'Votre mot de passe {{appName}} a été modifié',
    title: 'Votre mot de passe a été modifié',
    text: 'Le mot de passe de votre compte vient d’être modifié et toutes les autres sessions ont été déconnectées. Si ce n’était pas vous, réinitialisez votre mot de passe maintenant.',
    button: 'Réinitialiser mon mot de passe',
  },
  email_change_confirm: {
    subject: 'Confirmez votre nouvelle adresse e-mail pour {{appName}}',
    title: 'Confirmez votre nouvelle adresse e-mail',
    text: 'Vous avez demandé à utiliser cette adresse pour votre compte. Confirmez-la pour appliquer le changement.',
    button: 'Confirmer cette adresse',
    footnote:
      'Le lien est valable 24 heures et ne fonctionne qu’une fois. Si vous ne l’avez pas demandé, ignorez cet e-mail : rien ne change.',
  },
  email_change_notice: {
    subject: 'L’adresse e-mail de votre compte {{appName}} a été modifiée',
    title: 'Votre adresse e-mail a été modifiée',
    text: 'Votre compte utilise désormais {{newEmail}} ; les e-mails n’arrivent plus à cette adresse. Si ce n’était pas vous, contactez-nous immédiatement.',
    button: 'Nous contacter',
  },
  account_deleted: {
    subject: 'Votre compte {{appName}} a été supprimé',
    title: 'Votre compte a été supprimé',
    text: 'Votre compte et vos données personnelles ont été supprimés, et tout abonnement a été résilié. Nous sommes désolés de vous voir partir.',
  },
  account_deletion_code: {
    subject: 'Votre code pour supprimer votre compte {{appName}}',
    title: 'Confirmez la suppression de votre compte',
    text: 'Saisissez ce code pour confirmer que votre compte doit être supprimé :',
    footnote:
      'Le code est valable 15 minutes. Si vous ne l’avez pas demandé, ignorez cet e-mail : votre compte reste tel quel.',
  },
  two_factor_enabled: {
    subject: 'L’authentification à deux facteurs est activée sur votre compte {{appName}}',
    title: 'Authentification à deux facteurs activée',
    text: 'L’authentification à deux facteurs a été activée sur votre compte. Désormais, la connexion demande un code de votre application d’authentification ou l’un de vos codes de secours.',
    button: 'Vérifier la sécurité du compte',
    footnote: 'Si ce n’était pas vous, réinitialisez immédiatement votre mot de passe et contactez-nous.',
  },
  magic_link: {
    subject: 'Votre lien de connexion à {{appName}}',
    title: 'Se connecter à {{appName}}',
    text: 'Quelqu’un a demandé un lien pour se connecter à votre compte. Connectez-vous avec le bouton ci-dessous.',
    button: 'Se connecter',
    footnote:
      'Le lien est valable 15 minutes et ne fonctionne qu’une fois. Si vous ne l’avez pas demandé, ignorez cet e-mail : personne ne peut se connecter sans lui.',
  },
  organization_invitation: {
    subject: '{{inviterName}} vous invite à rejoindre {{organizationName}} sur {{appName}}',
    title: 'Rejoindre {{organizationName}}',
    text: '{{inviterName}} vous invite à rejoindre {{organizationName}} sur {{appName}} en tant que {{role}}.',
    button: "Accepter l'invitation",
    footnote:
      "Le lien est valable jusqu'au {{expiresAt}}. Si vous n'attendiez pas cette invitation, ignorez cet e-mail.",
  },
};
