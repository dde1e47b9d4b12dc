// The portal's messages its sign-in page shows, apart from the rest (en.ts takes them in): the login page is
// the portal's first route and stays light (no declarations, no react-admin), so it reads these alone, in
// English and Spanish (es.ts takes the Spanish in): the language chosen on this browser (chosen-locale.ts).
import type { Translation } from '../../shared/i18n/catalogue.ts';
import type { Locale } from '../../shared/i18n/locales.ts';

export const productName = 'Service Platform';
export const productNameEs = 'Plataforma de servicios';

export const loginMessages = {
  title: 'Sign in to your portal',
  subtitle: 'For store owners, store staff and platform administrators.',
  email: 'Email address',
  password: 'Password',
  show_password: 'Show password',
  hide_password: 'Hide password',
  submit: 'Sign in',
  submitting: 'Signing in…',
  forgot: 'Forgot your password?',
  required: 'Enter your email address and password.',
  signed_in_as: 'You are signed in as %{name}.',
  continue: 'Continue to the portal',
};

export const loginMessagesEs: Translation<typeof loginMessages> = {
  title: 'Inicie sesión en su portal',
  subtitle: 'Para propietarios de tienda, personal de tienda y administradores de la plataforma.',
  email: 'Correo electrónico',
  password: 'Contraseña',
  show_password: 'Mostrar contraseña',
  hide_password: 'Ocultar contraseña',
  submit: 'Iniciar sesión',
  submitting: 'Iniciando sesión…',
  forgot: '¿Olvidó su contraseña?',
  required: 'Escriba su correo electrónico y su contraseña.',
  signed_in_as: 'Ha iniciado sesión como %{name}.',
  continue: 'Continuar al portal',
};

/** The login page's words and the product's name in a language. */
export const loginWordsIn = (locale: Locale) =>
  locale === 'es'
    ? { words: loginMessagesEs, product: productNameEs }
    : { words: loginMessages, product: productName };
