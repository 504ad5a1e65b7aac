import * as Dialog from '@radix-ui/react-dialog';
import { CloseIcon } from '../../../components/icons';
import { catalogListings } from '../../../i18n/catalog-listings';
import { primaryButton } from '../filtering/FilterLayout';

const t = catalogListings.listing;

/**
 * SPEC §8's "browser alert" for light-filtering products whose page is being redesigned, as an accessible
 * Radix dialog instead: focus moves in and returns to the button that opened it; Escape closes it.
 */
export function RedesignDialog({ productName, onClose }: { productName: string | null; onClose: () => void }) {
  return (
    <Dialog.Root open={productName !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/45 transition-opacity duration-200 starting:opacity-0 motion-reduce:transition-none" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2.5rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl border border-line bg-card p-6 text-ink shadow-2xl">
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-2xl font-semibold">{productName}</Dialog.Title>
            <Dialog.Close aria-label={t.close} className="-mt-2 -mr-2 inline-flex size-11 shrink-0 items-center justify-center rounded-full hover:bg-sand">
              <CloseIcon />
            </Dialog.Close>
          </div>
          <Dialog.Description className="mt-3 text-ink-soft">{t.redesign}</Dialog.Description>
          <div className="mt-6 flex justify-end">
            <Dialog.Close className={primaryButton}>{t.close}</Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
