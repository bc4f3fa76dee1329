import { createContext, useContext } from 'react';
import type { BrowserSession, User } from '@vi/contracts';
import type { AuthStatus, SignUpDetails } from './auth-session.js';

export interface AuthContextValue {
  status: AuthStatus;
  user: User | null;
  signIn(email: string, password: string): Promise<User>;
  signUp(details: SignUpDetails): Promise<User>;
  /** Reopens a closed account (within its recovery window) and signs in, as `signIn` does. */
  restoreAccount(email: string, password: string): Promise<User>;
  /** Throws when the server could not end the session; the caller shows "Failed to sign out. Please try again." */
  signOut(): Promise<void>;
  /** Ends every session of the member (this one too), then signs out here; throws like `signOut`. */
  signOutEverywhere(): Promise<void>;
  /** After a password reset (every session ended on the server): forget any session here. */
  forgetAfterReset(): Promise<void>;
  /** The member as the server now has them (after a profile change). */
  replaceUser(user: User): void;
  /** Fetches the member again (after the email address changed). */
  reloadUser(): Promise<void>;
  /** Signs this page in with a session the server opened another way (Google sign-in). */
  adoptSession(session: BrowserSession): User;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
