import * as RadixToast from '@radix-ui/react-toast';
import { nl } from '../i18n/nl';
import { CloseIcon } from './icons';
import type { ToastItem, ToastVariant } from './toast';
import { TOAST_DURATION_MS, TOAST_SWIPE_THRESHOLD_PX } from './ui-constants';

const variantClass: Record<ToastVariant, string> = {
  default: 'border-line bg-card text-ink',
  success: 'border-success bg-success-soft text-ink',
  destructive: 'border-danger bg-danger text-on-danger',
};

/**
 * The toasts on screen and the notification area: Radix Toast with the SPEC §9 rules (5 s, swipe right 50 px to
 * dismiss, F8 moves focus to the notification area, at most 420 px wide). Loaded with the first toast
 * (ToastProvider in toast.tsx); from then on it stays.
 */
export default function ToastView({ toasts, dismiss }: { toasts: ToastItem[]; dismiss: (id: number) => void }) {
  return (
    <RadixToast.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
      label={nl.toast.label}
    >
      {toasts.map((t) => (
        <RadixToast.Root
          key={t.id}
          open={t.open}
          onOpenChange={(open) => {
            if (!open) dismiss(t.id);
          }}
          duration={t.duration}
          type={t.variant === 'destructive' ? 'foreground' : 'background'}
          data-variant={t.variant ?? 'default'}
          className={`pointer-events-auto relative flex w-full items-start gap-3 rounded-xl border p-4 pr-12 shadow-lg transition-transform duration-200 starting:translate-y-2 starting:opacity-0 motion-reduce:transition-none data-[swipe=cancel]:translate-x-0 data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)] data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=move]:transition-none ${variantClass[t.variant ?? 'default']}`}
        >
          <div className="grid gap-1">
            <RadixToast.Title className="font-semibold">{t.title}</RadixToast.Title>
            {t.description && <RadixToast.Description className="text-sm opacity-95">{t.description}</RadixToast.Description>}
          </div>
          <RadixToast.Close
            aria-label={nl.toast.close}
            className="absolute top-2.5 right-2.5 inline-flex size-9 items-center justify-center rounded-full hover:bg-black/10"
          >
            <CloseIcon size={18} />
          </RadixToast.Close>
        </RadixToast.Root>
      ))}
      {/*
       * Bottom right, above the phone's fixed bar (--fixed-bottom) and the desktop theme toggle (at the top it would cover
       * the cart panel's close button); above the open cart panel's total and buttons (useToastsAbove).
       * aria-live="off" keeps the notification area out of reach of a modal dialog's aria-hidden (the
       * aria-hidden package spares [aria-live] nodes), so a toast over the open cart panel stays readable;
       * Radix announces each toast through its own live region, so nothing is read twice.
       */}
      <RadixToast.Viewport
        aria-live="off"
        label={nl.toast.region}
        className="fixed right-0 bottom-[var(--toast-clearance,var(--fixed-bottom))] z-[60] m-0 flex max-h-dvh w-full list-none flex-col gap-2 p-4 outline-none md:bottom-[var(--toast-clearance,5rem)] md:max-w-[420px]"
      />
    </RadixToast.Provider>
  );
}
