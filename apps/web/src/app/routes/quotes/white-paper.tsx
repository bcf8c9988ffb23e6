import { DocumentView } from '../../../features/content';

/** /whitePaper: how Halyard works and why its outcomes are honest. */
export default function WhitePaperRoute() {
  return <DocumentView slug="whitePaper" />;
}
