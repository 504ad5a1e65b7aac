import * as Dialog from '@radix-ui/react-dialog';
import { useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { CloseIcon } from './icons';

/**
 * A side panel (Radix Dialog shown as a sheet): focus is trapped inside, Escape and an outside click close
 * it, focus returns to what opened it — unless a link in it led to another page: then the new page's heading
 * takes the focus (RouteFocus). It slides in from its side, without motion when reduced.
 */
export const Sheet = Dialog.Root;

interface SheetContentProps {
  side: 'left' | 'right';
  title: string;
  /** Read by screen readers when the panel opens; visually hidden. */
  description?: string;
  closeLabel: string;
  children: ReactNode;
  footer?: ReactNode;
  /** Where focus goes on close; by default Radix returns it to what had it before. Not called after a page change. */
  onCloseAutoFocus?: (event: Event) => void;
  /** Width classes; default full width up to 26rem. */
  widthClass?: string;
}

export function SheetContent({
  side,
  title,
  description,
  closeLabel,
  children,
  footer,
  onCloseAutoFocus,
  widthClass = 'w-full max-w-[26rem]',
}: SheetContentProps) {
  // The page the sheet was opened on: closed on another one, it leaves the focus to the new page.
  const { pathname } = useLocation();
  const current = useRef(pathname);
  current.current = pathname;
  const openedOn = useRef(pathname);
  const position =
    side === 'right'
      ? 'right-0 border-l starting:translate-x-full data-[state=open]:starting:translate-x-full'
      : 'left-0 border-r starting:-translate-x-full data-[state=open]:starting:-translate-x-full';
  return (
    <Dialog.Portal>
      <Dialog.Overlay className="fixed inset-0 z-50 bg-black/45 transition-opacity duration-300 starting:opacity-0 motion-reduce:transition-none" />
      <Dialog.Content
        {...(description ? {} : { 'aria-describedby': undefined })}
        onOpenAutoFocus={() => {
          openedOn.current = current.current;
        }}
        onCloseAutoFocus={(event) => {
          if (openedOn.current !== current.current) event.preventDefault();
          else onCloseAutoFocus?.(event);
        }}
        className={`fixed inset-y-0 z-50 flex ${widthClass} flex-col border-line bg-page text-ink shadow-2xl transition-transform duration-300 ease-out motion-reduce:transition-none ${position}`}
      >
        <div className="flex items-center justify-between gap-4 border-b border-line px-5 py-4">
          <Dialog.Title className="text-2xl font-semibold">{title}</Dialog.Title>
          <Dialog.Close
            aria-label={closeLabel}
            className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-ink hover:bg-sand"
          >
            <CloseIcon />
          </Dialog.Close>
        </div>
        {description && <Dialog.Description className="sr-only">{description}</Dialog.Description>}
        <div className="flex-1 overflow-y-auto overscroll-contain">{children}</div>
        {footer}
      </Dialog.Content>
    </Dialog.Portal>
  );
}
