import { TEXT_LIMITS, type MemberRow } from '@halyard/shared';
import { Button, Input } from 'antd-mobile';
import { SearchOutline } from '../../../../components/icons';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../../lib/i18n';
import { MemberFlags } from './member-flags';
import { MemberSheet } from './member-sheet';
import { RecordList } from '../../../../components/record-list';
import { formatDate } from '../../../../lib/format';
import { useMemberSearch } from '../api/members';

function MemberRowButton({ member, onOpen }: { member: MemberRow; onOpen: () => void }) {
  const { t } = useTranslation();
  const testId = `member-row-${member.id}`;
  return (
    <button type="button" className="console-row member-row" data-testid={testId} onClick={onOpen}>
      <span className="console-row__title">{member.mbId}</span>
      <span className="console-row__mono member-row__address">{member.address}</span>
      <MemberFlags member={member} testId={`${testId}-flags`} />
      <span className="console-row__meta">
        {t('console.member.creditScore')} {member.creditScore} · {formatDate(member.createdAt)}
      </span>
    </button>
  );
}

/** Members by address (or part of one) or mbId, newest first; a row opens the member. */
export function MemberSearch() {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [openId, setOpenId] = useState<number>();
  const query = useMemberSearch(search);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSearch(typed.trim());
  };
  return (
    <section className="console-section" data-testid="console-members">
      <h2 className="console-section__title">{t('console.section.members')}</h2>
      <form className="console-search" role="search" onSubmit={submit}>
        <Input
          className="console-input"
          value={typed}
          onChange={setTyped}
          placeholder={t('console.member.searchPlaceholder')}
          aria-label={t('console.member.searchPlaceholder')}
          clearable
          onClear={() => setSearch('')}
          autoComplete="off"
          maxLength={TEXT_LIMITS.search}
          data-testid="member-search-input"
        />
        <Button type="submit" color="primary" data-testid="member-search-submit">
          <SearchOutline /> {t('console.search')}
        </Button>
      </form>
      <RecordList query={query} testId="member-results" rowKey={(member) => member.id} renderRow={(member) => <MemberRowButton member={member} onOpen={() => setOpenId(member.id)} />} />
      <MemberSheet id={openId} onClose={() => setOpenId(undefined)} />
    </section>
  );
}
