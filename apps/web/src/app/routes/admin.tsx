import { LoadingState } from '../../components/loading-state';
import { OperatorsOnly, ReviewDesk } from '../../features/assets';
import { useMemberInfo } from '../../features/session';

/**
 * /admin: operators review deposits and withdrawals. Anyone else is told so without asking the
 * server, which would answer 403 anyway (the review desk says the same if it does).
 */
export default function AdminRoute() {
  const member = useMemberInfo();
  // The stored copy may predate the operator flag: wait for the server's own answer.
  if (!member.data || member.isPlaceholderData) return member.isError ? <OperatorsOnly /> : <LoadingState />;
  return member.data.operator ? <ReviewDesk /> : <OperatorsOnly />;
}
