import { useNavigate } from 'react-router';
import { paths } from '../paths';
import { MessageCenter } from '../../features/messages';

/** /messages: the message center; a message opens the record it is about, the gear the notification settings. */
export default function MessagesRoute() {
  const navigate = useNavigate();
  return <MessageCenter onOpenRecord={(path) => void navigate(path)} onOpenSettings={() => void navigate(paths.settingsNotifications)} />;
}
