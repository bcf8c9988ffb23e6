import { DocumentView } from '../../../features/content';
import { AgreementAccept } from '../../../features/session';

/** /tos: the user agreement of the version sign-in records; a member who has not accepted it can accept it here. */
export default function TosRoute() {
  return <DocumentView slug="userAgreement" footer={<AgreementAccept />} />;
}
