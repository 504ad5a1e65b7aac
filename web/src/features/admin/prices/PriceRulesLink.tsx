import { Link } from 'react-router-dom';
import { adminPrices } from '../../../i18n/admin-prices';

/** From a product on /admin/producten to its price rules screen. */
export function PriceRulesLink({ productId }: { productId: string }) {
  return (
    <Link
      to={`/admin/producten/${encodeURIComponent(productId)}/prijsregels`}
      className="inline-flex min-h-10 items-center underline underline-offset-4 hover:text-accent"
    >
      {adminPrices.rules.link}
    </Link>
  );
}
