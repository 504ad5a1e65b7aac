import { Link } from 'react-router-dom';
import { adminProductImages } from '../../../i18n/admin-product-images';

/** From a product on /admin/producten to its pictures. */
export function ProductImagesLink({ productId }: { productId: string }) {
  return (
    <Link to={`/admin/producten/${encodeURIComponent(productId)}/afbeeldingen`} className="inline-flex min-h-10 items-center underline underline-offset-4 hover:text-accent">
      {adminProductImages.link}
    </Link>
  );
}
