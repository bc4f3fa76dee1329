/**
 * English, auth namespace: the sign-in and sign-up dialog and pages, their error sentences, and the
 * few shared screens that are not the landing page (not found). Loaded with the dialog
 * or those pages, never up front with the landing page. The loading screen uses `common.loading`.
 *
 * The `auth.error.*` sentences are the spec's product copy (section 8): `auth-errors.ts` returns the
 * same English text and its spec checks that the two agree.
 */
const enAuth = {
  'auth.close': 'Close',
  'auth.login.title': 'Welcome Back',
  'auth.login.subtitle': 'Sign in to continue your journey with Vi.',
  'auth.signup.dialogTitle': 'Join Vi',
  'auth.signup.dialogSubtitle': 'Create your account to start talking with Vi.',
  'auth.signup.pageTitle': 'Create Your Account',
  'auth.signup.pageSubtitle': 'Start talking with Vi, by voice or by text, any time.',

  'auth.field.name': 'Full Name',
  'auth.field.namePlaceholder': 'Your name',
  'auth.field.email': 'Email',
  'auth.field.emailPlaceholder': 'you@example.com',
  'auth.field.password': 'Password',
  'auth.field.confirmPassword': 'Confirm Password',
  'auth.field.show': 'Show',
  'auth.field.hide': 'Hide',
  'auth.field.showLabel': 'Show {field}',
  'auth.field.hideLabel': 'Hide {field}',
  'auth.age': 'I confirm that I am 18 years of age or older',
  'auth.freeSessions': '{count} free voice sessions are included with your account.',

  'auth.signIn': 'Sign In',
  'auth.signingIn': 'Signing In...',
  'auth.signUp': 'Sign Up',
  'auth.createAccount': 'Create Account',
  'auth.creatingAccount': 'Creating Account...',
  'auth.haveAccount': 'Already have an account?',
  'auth.noAccount': "Don't have an account?",
  'auth.page.signInLink': 'Sign in',
  'auth.page.signUpLink': 'Sign up',
  'auth.google': 'Continue with Google',
  'auth.orEmail': 'or sign up with email',

  'auth.error.mustBeAdult': 'You must be 18 years or older to use the product',
  'auth.error.passwordsDiffer': 'Passwords do not match',
  'auth.error.passwordTooShort': 'Password must be at least {min} characters',
  'auth.error.emailTaken': 'An account with this email already exists. Please try signing in instead.',
  'auth.error.passwordRejected': 'Password must be at least {min} characters long.',
  'auth.error.emailInvalid': 'Please enter a valid email address.',
  'auth.error.signUpFailed': 'Failed to create account. Please try again.',
  'auth.error.dialogFallback': 'Something went wrong. Please try again.',
  'auth.error.signUpPageFallback': 'Failed to create account',
  'auth.error.badCredentials': 'Invalid email or password. Please check your credentials and try again.',
  'auth.error.signInFailed': 'Failed to sign in. Please try again.',
  'auth.error.signInPageFallback': 'Failed to sign in',
  'auth.error.signOutFailed': 'Failed to sign out. Please try again.',
  'auth.error.googleComingSoon': 'Google signup coming soon! Please use email signup for now.',

  'auth.forgot.link': 'Forgot password?',
  'auth.forgot.title': 'Forgot Your Password?',
  'auth.forgot.subtitle': "It happens. Enter your account's email address and we'll send you a link to choose a new password.",
  'auth.forgot.submit': 'Send Reset Link',
  'auth.forgot.sending': 'Sending...',
  'auth.forgot.sent': 'If an account uses that address, a link to choose a new password is on its way. It works once, for {minutes} minutes.',
  'auth.forgot.sentHint': 'Nothing yet? Check your spam folder, or ask again in a few minutes.',
  'auth.forgot.rateLimited': "You've asked a few times in a short while. Please wait a few minutes and try again.",
  'auth.forgot.backToSignIn': 'Back to sign in',
  'auth.reset.title': 'Choose a New Password',
  'auth.reset.subtitle': 'Pick a password of at least {min} characters. You will use it to sign in from now on.',
  'auth.reset.newPassword': 'New Password',
  'auth.reset.confirmPassword': 'Confirm New Password',
  'auth.reset.submit': 'Save New Password',
  'auth.reset.saving': 'Saving...',
  'auth.reset.done': 'Your password is changed. To keep your account safe, every device that was signed in has been signed out.',
  'auth.reset.signIn': 'Sign in with your new password',
  'auth.link.notValid': 'This link has expired or has already been used. Please ask for a new one.',
  'auth.link.missing': 'This link is incomplete. Please open it again from the email, or ask for a new one.',
  'auth.link.askAgain': 'Ask for a new link',
  'auth.link.invalidInput': 'Please check what you entered and try again.',
  'auth.confirmEmail.title': 'Confirm Your Email',
  'auth.confirmEmail.subtitle': 'One moment while we confirm your new address.',
  'auth.confirmEmail.checking': 'Confirming your new address...',
  'auth.confirmEmail.done': 'Your email address is now {email}.',
  'auth.confirmEmail.taken': 'Another account started using that address in the meantime, so your email address stays as it was.',
  'auth.confirmEmail.notValid': 'This link has expired or has already been used. You can ask for a new one in your account settings.',
  'auth.confirmEmail.toDashboard': 'Go to your dashboard',
  'auth.confirmEmail.toSignIn': 'Sign in',

  'notFound.title': 'Page not found',
  'notFound.text': 'The page you are looking for does not exist or has moved.',
} as const;

export type AuthMessages = { readonly [K in keyof typeof enAuth]: string };
export default enAuth satisfies AuthMessages;
