import { useTranslation } from 'react-i18next';
import { AgreementAccept } from '../../../features/session';

const clauses = ['clause1', 'clause2', 'clause3', 'clause4', 'clause5', 'clause6'] as const;

/** The user agreement; a signed-in user who has not accepted it yet can accept it here. */
export default function TosRoute() {
  const { t } = useTranslation();
  return (
    <article className="agreement" data-testid="tos">
      <h1 className="agreement__title" data-testid="page-title">
        {t('route.tos')}
      </h1>
      <p>{t('tos.intro')}</p>
      {clauses.map((clause) => (
        <section key={clause}>
          <h2>{t(`tos.${clause}.title`)}</h2>
          <p>{t(`tos.${clause}.body`)}</p>
        </section>
      ))}
      <AgreementAccept />
    </article>
  );
}
