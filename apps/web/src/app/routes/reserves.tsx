import { useNavigate } from 'react-router';
import { paths } from '../paths';
import { ReservesPage } from '../../features/reserves';
import { useSessionStore } from '../../features/session';

/** /reserves: the published proof of reserves, readable signed out; a signed-in member checks their own balance in it. */
export default function ReservesRoute() {
  const navigate = useNavigate();
  const signedIn = useSessionStore((state) => state.address !== undefined);
  return <ReservesPage signedIn={signedIn} onSignIn={() => void navigate(paths.login)} />;
}
