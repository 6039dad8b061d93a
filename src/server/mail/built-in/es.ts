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
};
