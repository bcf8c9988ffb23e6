/** What the app layer may use from the session feature. */
export { AgreementAccept } from './components/agreement-accept';
export { LoginButton } from './components/login-button';
export { LoginPanel } from './components/login-panel';
export { SignInDialogs } from './components/sign-in-dialogs';
export { memberInfoQueryKey, useMemberInfo } from './api/get-member-info';
export { endSession } from './end-session';
export { useAcceptAgreement } from './api/accept-agreement';
export { useLogout } from './hooks/use-logout';
export { hasStoredToken, useSessionStore } from './stores/session-store';
