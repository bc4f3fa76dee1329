/** Spanish, auth namespace. Same keys as `en.auth.ts` (TypeScript checks it). */
import type { AuthMessages } from './en.auth.js';

const esAuth: AuthMessages = {
  'auth.close': 'Cerrar',
  'auth.login.title': 'Hola de nuevo',
  'auth.login.subtitle': 'Inicia sesión para seguir tu camino con Vi.',
  'auth.signup.dialogTitle': 'Únete a Vi',
  'auth.signup.dialogSubtitle': 'Crea tu cuenta para empezar a hablar con Vi.',
  'auth.signup.pageTitle': 'Crea tu cuenta',
  'auth.signup.pageSubtitle': 'Empieza a hablar con Vi, por voz o por texto, cuando quieras.',

  'auth.field.name': 'Nombre completo',
  'auth.field.namePlaceholder': 'Tu nombre',
  'auth.field.email': 'Correo electrónico',
  'auth.field.emailPlaceholder': 'tu@ejemplo.com',
  'auth.field.password': 'Contraseña',
  'auth.field.confirmPassword': 'Confirmar contraseña',
  'auth.field.show': 'Mostrar',
  'auth.field.hide': 'Ocultar',
  'auth.field.showLabel': 'Mostrar {field}',
  'auth.field.hideLabel': 'Ocultar {field}',
  'auth.age': 'Confirmo que tengo 18 años o más',
  'auth.freeSessions': 'Tu cuenta incluye {count} sesiones de voz gratis.',

  'auth.signIn': 'Iniciar sesión',
  'auth.signingIn': 'Iniciando sesión...',
  'auth.signUp': 'Regístrate',
  'auth.createAccount': 'Crear cuenta',
  'auth.creatingAccount': 'Creando cuenta...',
  'auth.haveAccount': '¿Ya tienes una cuenta?',
  'auth.noAccount': '¿No tienes una cuenta?',
  'auth.page.signInLink': 'Inicia sesión',
  'auth.page.signUpLink': 'Regístrate',
  'auth.google': 'Continuar con Google',
  'auth.orEmail': 'o regístrate con tu correo',

  'auth.error.mustBeAdult': 'Debes tener 18 años o más para usar Vi',
  'auth.error.passwordsDiffer': 'Las contraseñas no coinciden',
  'auth.error.passwordTooShort': 'La contraseña debe tener al menos {min} caracteres',
  'auth.error.emailTaken': 'Ya existe una cuenta con este correo. Prueba a iniciar sesión.',
  'auth.error.passwordRejected': 'La contraseña debe tener al menos {min} caracteres.',
  'auth.error.emailInvalid': 'Escribe una dirección de correo válida.',
  'auth.error.signUpFailed': 'No se pudo crear la cuenta. Inténtalo de nuevo.',
  'auth.error.dialogFallback': 'Algo salió mal. Inténtalo de nuevo.',
  'auth.error.signUpPageFallback': 'No se pudo crear la cuenta',
  'auth.error.badCredentials': 'El correo o la contraseña no son correctos. Revísalos e inténtalo de nuevo.',
  'auth.error.signInFailed': 'No se pudo iniciar sesión. Inténtalo de nuevo.',
  'auth.error.signInPageFallback': 'No se pudo iniciar sesión',
  'auth.error.signOutFailed': 'No se pudo cerrar la sesión. Inténtalo de nuevo.',
  'auth.error.googleComingSoon': 'El registro con Google llegará pronto. Por ahora, regístrate con tu correo.',

  'notFound.title': 'Página no encontrada',
  'notFound.text': 'La página que buscas no existe o ha cambiado de dirección.',
};

export default esAuth;
