import { useNavigate } from 'react-router';
import { paths } from '../paths';
import { NotificationSettings } from '../../features/messages';
import { useSessionStore } from '../../features/session';

/** /settings/notifications: Web Push on this device and per alert kind. */
export default function SettingsNotificationsRoute() {
  const navigate = useNavigate();
  const signedIn = useSessionStore((state) => state.token !== undefined);
  return <NotificationSettings signedIn={signedIn} onSignIn={() => void navigate(paths.login)} />;
}
