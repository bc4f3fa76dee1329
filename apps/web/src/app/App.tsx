import { lazy, Suspense } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router';
import { AuthProvider } from '../features/auth/AuthProvider.js';
import { RequireAuth } from '../features/auth/RequireAuth.js';
import { LandingPage } from '../features/landing/LandingPage.js';
import { LoadingScreen } from './LoadingScreen.js';

// Two chunks besides the landing page: the other public pages, and the signed-in app.
const publicPages = () => import('./public-pages.js');
const signedInPages = () => import('./signed-in-pages.js');

const LoginPage = lazy(() => publicPages().then((m) => ({ default: m.LoginPage })));
const SignupPage = lazy(() => publicPages().then((m) => ({ default: m.SignupPage })));
const ForgotPasswordPage = lazy(() => publicPages().then((m) => ({ default: m.ForgotPasswordPage })));
const ResetPasswordPage = lazy(() => publicPages().then((m) => ({ default: m.ResetPasswordPage })));
const ConfirmEmailPage = lazy(() => publicPages().then((m) => ({ default: m.ConfirmEmailPage })));
const GoogleSignInPage = lazy(() => publicPages().then((m) => ({ default: m.GoogleSignInPage })));
const AccountClosedPage = lazy(() => publicPages().then((m) => ({ default: m.AccountClosedPage })));
const NotFoundPage = lazy(() => publicPages().then((m) => ({ default: m.NotFoundPage })));
const CrisisResourcesPage = lazy(() => publicPages().then((m) => ({ default: m.CrisisResourcesPage })));
const SafetyPage = lazy(() => publicPages().then((m) => ({ default: m.SafetyPage })));
const AboutPage = lazy(() => publicPages().then((m) => ({ default: m.AboutPage })));
const ContactPage = lazy(() => publicPages().then((m) => ({ default: m.ContactPage })));
const PrivacyPolicyPage = lazy(() => publicPages().then((m) => ({ default: m.PrivacyPolicyPage })));
const TermsOfServicePage = lazy(() => publicPages().then((m) => ({ default: m.TermsOfServicePage })));
const HipaaCompliancePage = lazy(() => publicPages().then((m) => ({ default: m.HipaaCompliancePage })));

const SignedInLayout = lazy(() => signedInPages().then((m) => ({ default: m.SignedInLayout })));
const DashboardPage = lazy(() => signedInPages().then((m) => ({ default: m.DashboardPage })));
const ChatPage = lazy(() => signedInPages().then((m) => ({ default: m.ChatPage })));
const VoicePage = lazy(() => signedInPages().then((m) => ({ default: m.VoicePage })));
const BillingPage = lazy(() => signedInPages().then((m) => ({ default: m.BillingPage })));
const AdminPage = lazy(() => signedInPages().then((m) => ({ default: m.AdminPage })));

export function App() {
  return (
    <BrowserRouter>
      <AuthProvider>
        <Suspense fallback={<LoadingScreen />}>
          <Routes>
            <Route path="/" element={<LandingPage />} />
            <Route path="/login" element={<LoginPage />} />
            <Route path="/signup" element={<SignupPage />} />
            <Route path="/forgot-password" element={<ForgotPasswordPage />} />
            <Route path="/reset-password" element={<ResetPasswordPage />} />
            <Route path="/confirm-email" element={<ConfirmEmailPage />} />
            <Route path="/google-sign-in" element={<GoogleSignInPage />} />
            <Route path="/account-closed" element={<AccountClosedPage />} />
            <Route path="/crisis-resources" element={<CrisisResourcesPage />} />
            <Route path="/safety" element={<SafetyPage />} />
            <Route path="/about" element={<AboutPage />} />
            <Route path="/contact-us" element={<ContactPage />} />
            <Route path="/privacy-policy" element={<PrivacyPolicyPage />} />
            <Route path="/terms-of-service" element={<TermsOfServicePage />} />
            <Route path="/hipaa-compliance" element={<HipaaCompliancePage />} />

            <Route element={<RequireAuth />}>
              <Route element={<SignedInLayout />}>
                <Route path="/dashboard" element={<DashboardPage />} />
                <Route path="/voice" element={<VoicePage />} />
                <Route path="/chat" element={<ChatPage />} />
                <Route path="/admin" element={<AdminPage />} />
              </Route>
              <Route path="/success" element={<BillingPage page="success" />} />
              <Route path="/checkout/local/:id" element={<BillingPage page="checkout" />} />
              <Route path="/billing/local-portal" element={<BillingPage page="portal" />} />
              <Route path="/webhooks" element={<AdminPage standalone />} />
            </Route>

            <Route path="*" element={<NotFoundPage />} />
          </Routes>
        </Suspense>
      </AuthProvider>
    </BrowserRouter>
  );
}
