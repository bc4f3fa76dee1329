/** The public pages other than the landing page, loaded on demand as one chunk. */
export { LoginPage } from '../features/auth/LoginPage.js';
export { SignupPage } from '../features/auth/SignupPage.js';
export { NotFoundPage } from './NotFoundPage.js';
export { AboutPage } from '../features/info/AboutPage.js';
export { ContactPage } from '../features/info/ContactPage.js';
export { CrisisResourcesPage } from '../features/info/CrisisResourcesPage.js';
export { SafetyPage } from '../features/safety/SafetyPage.js';
export { HipaaCompliancePage, PrivacyPolicyPage, TermsOfServicePage } from '../features/info/LegalPage.js';
export { ForgotPasswordPage } from '../features/account/ForgotPasswordPage.js';
export { ResetPasswordPage } from '../features/account/ResetPasswordPage.js';
export { ConfirmEmailPage } from '../features/account/ConfirmEmailPage.js';
export { GoogleSignInPage } from '../features/auth/GoogleSignInPage.js';
export { AccountClosedPage } from '../features/account/AccountClosedPage.js';
