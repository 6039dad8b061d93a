/** The built-in e-mails in Spanish (informal "tú"; see texts.ts). */
import type { MailTexts } from './texts.ts';

export const es: MailTexts = {
  hi: 'Hola, {{name}}:',
  orOpenLink: 'O abre este enlace:',
  manageBilling: 'Gestionar la facturación',
  welcome: {
    subject: 'Te damos la bienvenida a {{appName}}',
    title: '¡Hola, {{name}}!',
    text: 'Tu dirección de correo electrónico está confirmada y tu cuenta ya está lista.',
    button: 'Abrir mi cuenta',
  },
  email_verification: {
    subject: 'Verifica tu correo electrónico en {{appName}}',
    title: 'Confirma tu dirección de correo electrónico',
    text: 'Gracias por registrarte. Confirma tu dirección de correo electrónico para terminar de configurar tu cuenta.',
    button: 'Verificar correo',
    footnote: 'El enlace es válido durante 24 horas. Si no te has registrado, ignora este correo.',
  },
  password_reset: {
    subject: 'Restablece tu contraseña de {{appName}}',
    title: 'Restablece tu contraseña',
    text: 'Alguien ha pedido restablecer la contraseña de tu cuenta. Elige una contraseña nueva con el enlace de abajo.',
    button: 'Elegir una contraseña nueva',
    footnote:
      'El enlace es válido durante una hora y solo funciona una vez. Si no lo has pedido tú, ignora este correo: tu contraseña no cambiará.',
  },
  subscription_started: {
    subject: 'Tu suscripción a {{appName}} está activa',
    title: '¡Todo listo!',
    text: 'Tu suscripción está activa: <strong>{{plan}}</strong>. Se renueva el {{renewsOn}}.',
  },
  subscription_changed: {
    subject: 'Tu suscripción a {{appName}} ha cambiado',
    title: 'Tu plan ha cambiado',
    text: 'Tu suscripción ha cambiado de {{fromPlan}} a <strong>{{toPlan}}</strong>.',
  },
  subscription_canceled: {
    subject: 'Tu suscripción a {{appName}} está cancelada',
    title: 'Suscripción cancelada',
    text: 'Tu suscripción {{planName}} está cancelada. {{summary}}',
  },
  payment_failed: {
    subject: 'No se ha podido cobrar tu suscripción a {{appName}}',
    title: 'Pago fallido',
    text: 'El pago de {{amount}} de tu suscripción {{planName}} ha fallado. Actualiza tu método de pago para mantener tu suscripción.',
    button: 'Actualizar método de pago',
  },
  waitlist_invitation: {
    subject: 'Tienes una invitación a {{appName}}',
    title: '¡Ya puedes entrar!',
    text: 'Gracias por esperar. Ha llegado tu turno en la lista de espera de {{appName}}: crea tu cuenta con el enlace de abajo.',
    button: 'Crear mi cuenta',
  },
  contact_reply: {
    subject: '{{subject}}',
    title: '{{subject}}',
    greeting: 'Hola, {{name}}: gracias por escribirnos.',
  },
  feedback_reply: {
    subject: 'Sobre tus comentarios en {{appName}}',
    title: 'Sobre tus comentarios',
    greeting: 'Hola, {{name}}: gracias por tus comentarios.',
  },
  password_changed: {
    subject: 'Se ha cambiado tu contraseña de {{appName}}',
    title: 'Se ha cambiado tu contraseña',
    text: 'Acabamos de cambiar la contraseña de tu cuenta y se han cerrado todas las demás sesiones. Si no has sido tú, restablece tu contraseña ahora.',
    button: 'Restablecer mi contraseña',
  },
  email_change_confirm: {
    subject: 'Confirma tu nueva dirección de correo para {{appName}}',
    title: 'Confirma tu nueva dirección de correo',
    text: 'Has pedido usar esta dirección para tu cuenta. Confírmala para aplicar el cambio.',
    button: 'Confirmar esta dirección',
    footnote:
      'El enlace es válido durante 24 horas y funciona una vez. Si no lo has pedido, ignora este correo: no cambia nada.',
  },
  email_change_notice: {
    subject: 'Se ha cambiado la dirección de correo de tu cuenta de {{appName}}',
    title: 'Se ha cambiado tu dirección de correo',
    text: 'Tu cuenta usa ahora {{newEmail}}; los correos ya no llegarán a esta dirección. Si no has sido tú, contáctanos de inmediato.',
    button: 'Contactar',
  },
  account_deleted: {
    subject: 'Se ha eliminado tu cuenta de {{appName}}',
    title: 'Se ha eliminado tu cuenta',
    text: 'Tu cuenta y tus datos personales se han eliminado, y cualquier suscripción se ha cancelado. Sentimos que te vayas.',
  },
  account_deletion_code: {
    subject: 'Tu código para eliminar tu cuenta de {{appName}}',
    title: 'Confirma la eliminación de tu cuenta',
    text: 'Introduce este código para confirmar que quieres eliminar tu cuenta:',
    footnote:
      'El código es válido durante 15 minutos. Si no lo has pedido, ignora este correo: tu cuenta sigue igual.',
  },
  two_factor_enabled: {
    subject: 'La autenticación en dos pasos está activada en tu cuenta de {{appName}}',
    title: 'Autenticación en dos pasos activada',
    text: 'Se ha activado la autenticación en dos pasos en tu cuenta. A partir de ahora, al iniciar sesión se te pedirá un código de tu aplicación de autenticación o uno de tus códigos de respaldo.',
    button: 'Revisar la seguridad de la cuenta',
    footnote: 'Si no has sido tú, restablece tu contraseña de inmediato y contáctanos.',
  },
  magic_link: {
    subject: 'Tu enlace para iniciar sesión en {{appName}}',
    title: 'Inicia sesión en {{appName}}',
    text: 'Alguien ha pedido un enlace para iniciar sesión en tu cuenta. Inicia sesión con el botón de abajo.',
    button: 'Iniciar sesión',
    footnote:
      'El enlace es válido durante 15 minutos y funciona una sola vez. Si no lo has pedido, ignora este correo: nadie puede iniciar sesión sin él.',
  },
  organization_invitation: {
    subject: '{{inviterName}} te ha invitado a {{organizationName}} en {{appName}}',
    title: 'Únete a {{organizationName}}',
    text: '{{inviterName}} te ha invitado a unirte a {{organizationName}} en {{appName}} como {{role}}.',
    button: 'Aceptar la invitación',
    footnote:
      'El enlace funciona hasta el {{expiresAt}}. Si no esperabas esta invitación, ignora este correo.',
  },
};
