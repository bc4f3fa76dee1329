import { useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { setLanguage } from '../../i18n/index.js';
import { setAccessTokenProvider } from '../../lib/api.js';
import { httpAuthTransport } from './auth-api.js';
import { AuthContext, type AuthContextValue } from './auth-context.js';
import { AuthSessionStore } from './auth-session.js';

/** One session per page: module scope survives StrictMode's double effects, so the refresh cookie is spent once. */
const authStore = new AuthSessionStore(httpAuthTransport);
setAccessTokenProvider(authStore);

export function AuthProvider({ children }: { children: ReactNode }) {
  const state = useSyncExternalStore(authStore.subscribe, authStore.getSnapshot);

  useEffect(() => {
    void authStore.restore();
    const stop = authStore.startAutoRefresh();
    const onVisible = () => {
      if (document.visibilityState === 'visible') void authStore.tick();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      stop();
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, []);

  // A member who chose an interface language gets it on sign-in and on every page load (the
  // session's restore), and at once when they change it; null leaves the browser's or the switcher's choice.
  const chosenLanguage = state.user?.language ?? null;
  const userId = state.user?.id ?? null;
  useEffect(() => {
    if (chosenLanguage) void setLanguage(chosenLanguage);
  }, [chosenLanguage, userId]);

  const value = useMemo<AuthContextValue>(
    () => ({
      status: state.status,
      user: state.user,
      signIn: (email, password) => authStore.signIn(email, password),
      signUp: (details) => authStore.signUp(details),
      restoreAccount: (email, password) => authStore.restoreAccount(email, password),
      signOut: () => authStore.signOut(),
      signOutEverywhere: () => authStore.signOutEverywhere(),
      forgetAfterReset: () => authStore.forgetAfterReset(),
      replaceUser: (user) => authStore.replaceUser(user),
      reloadUser: () => authStore.reloadUser(),
      adoptSession: (session) => authStore.adoptSession(session),
    }),
    [state],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
