import { createContext, useContext } from 'react';
import type { User } from '@vi/contracts';
import type { AuthStatus, SignUpDetails } from './auth-session.js';

export interface AuthContextValue {
  status: AuthStatus;
  user: User | null;
  signIn(email: string, password: string): Promise<User>;
  signUp(details: SignUpDetails): Promise<User>;
  /** Throws when the server could not end the session; the caller shows "Failed to sign out. Please try again." */
  signOut(): Promise<void>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
