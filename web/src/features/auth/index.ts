export { AuthProvider } from './components/AuthProvider';
export { RequireAuth } from './components/RequireAuth';
export { authPath, safeNextPath } from './redirect';
export type { AuthState, AuthUser } from './types';
export { useAuth } from './useAuth';
