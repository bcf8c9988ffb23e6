import { PageSkeleton } from '../../components/skeleton';
import { OperatorsOnly } from '../../features/admin';
import { useMemberInfo } from '../../features/session';
import { SupportInbox } from '../../features/support';

/** /admin/support: operators answer members' chats; anyone else is told the page is for operators. */
export default function AdminSupportRoute() {
  const member = useMemberInfo();
  if (!member.data || member.isPlaceholderData) return member.isError ? <OperatorsOnly /> : <PageSkeleton />;
  return member.data.operator ? <SupportInbox /> : <OperatorsOnly />;
}
