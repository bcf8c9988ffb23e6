import { useTranslation } from '../lib/i18n';

const CLAUSES = ['clause1', 'clause2', 'clause3', 'clause4', 'clause5', 'clause6'] as const;

/** The user agreement's clauses; the /tos page and the agreement sheet show the same text. */
export function AgreementText({ clauseHeading: Heading = 'h2' }: { clauseHeading?: 'h2' | 'h3' }) {
  const { t } = useTranslation();
  return (
    <div className="agreement__text">
      <p>{t('tos.intro')}</p>
      {CLAUSES.map((clause) => (
        <section key={clause}>
          <Heading>{t(`tos.${clause}.title`)}</Heading>
          <p>{t(`tos.${clause}.body`)}</p>
        </section>
      ))}
    </div>
  );
}
