import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../paths';
import { PageSkeleton } from '../../components/skeleton';
import { AdminConsole, OperatorsOnly } from '../../features/admin';
import { useMemberInfo } from '../../features/session';

/**
 * /admin: the operator console; ?section= names the part shown first (reviews, members, operators,
 * audit, books, products, content), among those the operator's role may use. Anyone else is told so without asking
 * the server, which would answer 403 anyway (each section says the same if it does).
 */
export default function AdminRoute() {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  // Opened with ?section=, that one; switching stays on the page (a navigation would run the route's loading overlay).
  const [section, setSection] = useState(() => search.get('section'));
  const member = useMemberInfo();
  // The stored copy may predate the operator flag: wait for the server's own answer.
  if (!member.data || member.isPlaceholderData) return member.isError ? <OperatorsOnly /> : <PageSkeleton />;
  const role = member.data.operatorRole;
  if (!member.data.operator || !role) return <OperatorsOnly />;
  return (
    <AdminConsole
      role={role}
      requested={section}
      onSelect={setSection}
      onOpenSupport={() => void navigate(paths.adminSupport)}
    />
  );
}
