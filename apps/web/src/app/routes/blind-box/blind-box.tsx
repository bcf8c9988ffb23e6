import { generatePath } from 'react-router';
import { ActionGate } from '../../action-gate';
import { paths } from '../../paths';
import { BlindBoxPage } from '../../../features/blind-box';
import { useMemberInfo } from '../../../features/session';
import { restrictionOf } from '../../../lib/restrictions';

const detailPath = (id: number) => generatePath(paths.blindBoxDetail, { id: String(id) });

/** Blind boxes: seeds, tiers, history and the rule; the demo account reads why it cannot open one. */
export default function BlindBoxRoute() {
  const member = useMemberInfo();
  const canOpen = member.data !== undefined && restrictionOf(member.data.kind, 'openBlindBox') === undefined;
  return <BlindBoxPage gate={ActionGate} canOpen={canOpen} detailPath={detailPath} />;
}
