import { useNavigate } from 'react-router';
import { paths } from '../paths';
import { MessageCenter } from '../../features/messages';

const recordPaths: Record<string, string> = { deposit: paths.topUpDetail, withdrawal: paths.withdrawalDetail, transfer: paths.transferRecordDetail };

/** /messages: the message center; a message about a deposit or withdrawal opens that record. */
export default function MessagesRoute() {
  const navigate = useNavigate();
  return (
    <MessageCenter
      onOpenRecord={(refType, refId) => {
        const path = recordPaths[refType];
        if (path) void navigate(path.replace(':id', refId));
      }}
    />
  );
}
