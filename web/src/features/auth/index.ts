export { AdminOnly } from './components/AdminOnly';
export { AuthProvider } from './components/AuthProvider';
export { Avatar, userInitial, userLabel } from './components/Avatar';
export { LoginModal } from './components/LoginModal';
export { RequireAuth } from './components/RequireAuth';
export { authPath, safeNextPath } from './redirect';
export { useLoginDialog } from './store';
export type { AuthMode, AuthState, AuthUser } from './types';
export { useAuth } from './useAuth';
