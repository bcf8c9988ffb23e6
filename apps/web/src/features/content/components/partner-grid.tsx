import { Skeleton } from 'antd-mobile';
import { useShowcase } from '../api/get-showcase';
import '../showcase.css';

/** Home: the partners' logos and what each does for the platform. */
export function PartnerGrid() {
  const partners = useShowcase('partner');
  if (partners.isPending) return <Skeleton.Paragraph lineCount={3} animated />;
  if (partners.isError || partners.data.length === 0) return null;
  return (
    <ul className="partner-grid" data-testid="partner-grid">
      {partners.data.map((partner) => (
        <li key={partner.id} className="partner-grid__item">
          {partner.cover && <img src={partner.cover} alt={partner.title} className="partner-grid__logo" loading="lazy" decoding="async" />}
          {partner.summary && <span className="partner-grid__summary">{partner.summary}</span>}
        </li>
      ))}
    </ul>
  );
}
