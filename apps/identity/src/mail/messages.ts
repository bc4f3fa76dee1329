import { EMAIL_CHANGE_LINK_HOURS, type InterfaceLanguage, PASSWORD_RESET_LINK_MINUTES } from '@vi/contracts';

/** One message as it is queued: plain text, no images, no tracking links. */
export interface MailText {
  subject: string;
  body: string;
}

/** What each message needs; `name` is the member's display name. */
export type MailKind =
  | { kind: 'password-reset'; name: string; link: string }
  | { kind: 'password-changed'; name: string }
  | { kind: 'email-change-confirm'; name: string; link: string; newEmail: string }
  | { kind: 'email-change-requested'; name: string; newEmail: string }
  | { kind: 'email-changed'; name: string; newEmail: string; contact: string }
  | { kind: 'account-closed'; name: string; restoreBy: Date; timeZone: string | null; signIn: string };

type Texts = { [K in MailKind['kind']]: (mail: Extract<MailKind, { kind: K }>) => MailText };

const SIGNATURE = { en: '— Vi', es: '— Vi' };

const longDate = (language: InterfaceLanguage, at: Date, timeZone: string | null) =>
  new Intl.DateTimeFormat(language === 'es' ? 'es-ES' : 'en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: timeZone ?? 'UTC',
    timeZoneName: 'short',
  }).format(at);

const EN: Texts = {
  'password-reset': ({ name, link }) => ({
    subject: 'Choose a new password for Vi',
    body: [
      `Hello ${name},`,
      '',
      'Someone asked to choose a new password for your Vi account. If it was you, open this link:',
      '',
      link,
      '',
      `It works once, for ${PASSWORD_RESET_LINK_MINUTES} minutes. Choosing a new password signs you out on every device.`,
      '',
      'If you did not ask for this, you can ignore this message: your password stays as it is.',
    ].join('\n'),
  }),
  'password-changed': ({ name }) => ({
    subject: 'Your Vi password was changed',
    body: [
      `Hello ${name},`,
      '',
      'The password of your Vi account was just changed, and your other devices were signed out.',
      '',
      'If you did not do this, choose a new password at once with "Forgot password?" on the sign-in page.',
    ].join('\n'),
  }),
  'email-change-confirm': ({ name, link, newEmail }) => ({
    subject: 'Confirm your new email address for Vi',
    body: [
      `Hello ${name},`,
      '',
      `You asked to use ${newEmail} for your Vi account. Open this link to confirm it:`,
      '',
      link,
      '',
      `It works once, for ${EMAIL_CHANGE_LINK_HOURS} hours. Until then, you keep signing in with your current address.`,
      '',
      'If you did not ask for this, ignore this message and nothing changes.',
    ].join('\n'),
  }),
  'email-change-requested': ({ name, newEmail }) => ({
    subject: 'A new email address was requested for your Vi account',
    body: [
      `Hello ${name},`,
      '',
      `Someone signed in to your Vi account asked to change its email address to ${newEmail}. Nothing changes until that address is confirmed.`,
      '',
      'If this was not you, change your password now and sign out everywhere from your account settings.',
    ].join('\n'),
  }),
  'email-changed': ({ name, newEmail, contact }) => ({
    subject: 'Your Vi email address was changed',
    body: [
      `Hello ${name},`,
      '',
      `Your Vi account now uses ${newEmail}. This address no longer signs in to it.`,
      '',
      `If this was not you, tell us at once: ${contact}`,
    ].join('\n'),
  }),
  'account-closed': ({ name, restoreBy, timeZone, signIn }) => ({
    subject: 'Your Vi account is closed',
    body: [
      `Hello ${name},`,
      '',
      'Your Vi account is closed, as you asked, and every device was signed out.',
      '',
      `You can still change your mind: sign in before ${longDate('en', restoreBy, timeZone)} and choose "Restore my account".`,
      signIn,
      '',
      'After that, everything you wrote and everything about you is deleted for good, and cannot be recovered.',
    ].join('\n'),
  }),
};

const ES: Texts = {
  'password-reset': ({ name, link }) => ({
    subject: 'Elige una nueva contraseña para Vi',
    body: [
      `Hola ${name}:`,
      '',
      'Alguien pidió elegir una nueva contraseña para tu cuenta de Vi. Si fuiste tú, abre este enlace:',
      '',
      link,
      '',
      `Funciona una sola vez, durante ${PASSWORD_RESET_LINK_MINUTES} minutos. Al elegir una nueva contraseña se cierra tu sesión en todos los dispositivos.`,
      '',
      'Si no lo pediste, puedes ignorar este mensaje: tu contraseña sigue igual.',
    ].join('\n'),
  }),
  'password-changed': ({ name }) => ({
    subject: 'Se cambió tu contraseña de Vi',
    body: [
      `Hola ${name}:`,
      '',
      'La contraseña de tu cuenta de Vi acaba de cambiar y se cerró la sesión en tus otros dispositivos.',
      '',
      'Si no fuiste tú, elige una nueva contraseña cuanto antes con "¿Olvidaste tu contraseña?" en la página de inicio de sesión.',
    ].join('\n'),
  }),
  'email-change-confirm': ({ name, link, newEmail }) => ({
    subject: 'Confirma tu nueva dirección de correo para Vi',
    body: [
      `Hola ${name}:`,
      '',
      `Pediste usar ${newEmail} para tu cuenta de Vi. Abre este enlace para confirmarlo:`,
      '',
      link,
      '',
      `Funciona una sola vez, durante ${EMAIL_CHANGE_LINK_HOURS} horas. Hasta entonces sigues entrando con tu dirección actual.`,
      '',
      'Si no lo pediste, ignora este mensaje y no cambiará nada.',
    ].join('\n'),
  }),
  'email-change-requested': ({ name, newEmail }) => ({
    subject: 'Se pidió una nueva dirección de correo para tu cuenta de Vi',
    body: [
      `Hola ${name}:`,
      '',
      `Alguien con la sesión iniciada en tu cuenta de Vi pidió cambiar su correo a ${newEmail}. No cambia nada hasta que se confirme esa dirección.`,
      '',
      'Si no fuiste tú, cambia tu contraseña ahora y cierra la sesión en todas partes desde la configuración de tu cuenta.',
    ].join('\n'),
  }),
  'email-changed': ({ name, newEmail, contact }) => ({
    subject: 'Se cambió tu dirección de correo de Vi',
    body: [
      `Hola ${name}:`,
      '',
      `Tu cuenta de Vi ahora usa ${newEmail}. Esta dirección ya no sirve para entrar en ella.`,
      '',
      `Si no fuiste tú, avísanos cuanto antes: ${contact}`,
    ].join('\n'),
  }),
  'account-closed': ({ name, restoreBy, timeZone, signIn }) => ({
    subject: 'Tu cuenta de Vi está cerrada',
    body: [
      `Hola ${name}:`,
      '',
      'Tu cuenta de Vi está cerrada, como pediste, y se cerró la sesión en todos los dispositivos.',
      '',
      `Aún puedes cambiar de opinión: inicia sesión antes del ${longDate('es', restoreBy, timeZone)} y elige "Restaurar mi cuenta".`,
      signIn,
      '',
      'Después, todo lo que escribiste y todo lo relacionado contigo se borra para siempre y no se puede recuperar.',
    ].join('\n'),
  }),
};

const TEXTS: Record<InterfaceLanguage, Texts> = { en: EN, es: ES };

/** The message in the member's language (English when they chose none). */
export function composeMail(mail: MailKind, language: InterfaceLanguage | null): MailText {
  const lang = language ?? 'en';
  const text = (TEXTS[lang][mail.kind] as (m: MailKind) => MailText)(mail);
  return { subject: text.subject, body: `${text.body}\n\n${SIGNATURE[lang]}\n` };
}
