import * as RadixToast from '@radix-ui/react-toast';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { nl } from '../i18n/nl';
import { CloseIcon } from './icons';
import {
  TOAST_DURATION_MS,
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY_MS,
  TOAST_SWIPE_THRESHOLD_PX,
} from './ui-constants';

export type ToastVariant = 'default' | 'success' | 'destructive';

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds on screen; default 5000 (SPEC §9). */
  duration?: number;
}

interface ToastItem extends ToastOptions {
  id: number;
  open: boolean;
}

export interface ToastApi {
  /** Shows a toast; it replaces the one on screen (one at a time). */
  toast: (options: ToastOptions) => { id: number; dismiss: () => void };
  /** Closes one toast, or every toast without an id. */
  dismiss: (id?: number) => void;
}

const ToastContext = createContext<ToastApi | null>(null);

const variantClass: Record<ToastVariant, string> = {
  default: 'border-line bg-card text-ink',
  success: 'border-success bg-success-soft text-ink',
  destructive: 'border-danger bg-danger text-on-danger',
};

/**
 * Radix Toast with the SPEC §9 rules: one visible at a time, 5 s, swipe right 50 px to dismiss, F8 moves
 * focus to the notification area (Radix's default hotkey), at most 420 px wide.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const nextId = useRef(0);
  const removals = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const timers = removals.current;
    return () => timers.forEach((timer) => clearTimeout(timer));
  }, []);

  const dismiss = useCallback((id?: number) => {
    setToasts((current) => current.map((t) => (id === undefined || t.id === id ? { ...t, open: false } : t)));
    for (const t of id === undefined ? [...removals.current.keys()] : [id]) {
      if (removals.current.has(t)) continue;
      removals.current.set(
        t,
        setTimeout(() => {
          removals.current.delete(t);
          setToasts((current) => current.filter((item) => item.id !== t));
        }, TOAST_REMOVE_DELAY_MS),
      );
    }
  }, []);

  const toast = useCallback<ToastApi['toast']>(
    (options) => {
      const id = ++nextId.current;
      setToasts((current) => [{ ...options, id, open: true }, ...current].slice(0, TOAST_LIMIT));
      return { id, dismiss: () => dismiss(id) };
    },
    [dismiss],
  );

  const api = useMemo<ToastApi>(() => ({ toast, dismiss }), [toast, dismiss]);

  return (
    <ToastContext.Provider value={api}>
      <RadixToast.Provider
        duration={TOAST_DURATION_MS}
        swipeDirection="right"
        swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
        label={nl.toast.label}
      >
        {children}
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
         * Bottom right, above the phone's bottom bar and the desktop theme toggle (at the top it would cover
         * the cart panel's close button); above the open cart panel's total and buttons (useToastsAbove).
         * aria-live="off" keeps the notification area out of reach of a modal dialog's aria-hidden (the
         * aria-hidden package spares [aria-live] nodes), so a toast over the open cart panel stays readable;
         * Radix announces each toast through its own live region, so nothing is read twice.
         */}
        <RadixToast.Viewport
          aria-live="off"
          label={nl.toast.region}
          className="fixed right-0 bottom-[var(--toast-clearance,calc(4rem+env(safe-area-inset-bottom)))] z-[60] m-0 flex max-h-dvh w-full list-none flex-col gap-2 p-4 outline-none md:bottom-[var(--toast-clearance,5rem)] md:max-w-[420px]"
        />
      </RadixToast.Provider>
    </ToastContext.Provider>
  );
}

/** The CSS variable that lifts the notification area above what must stay visible at the bottom of the screen. */
const CLEARANCE = '--toast-clearance';

/**
 * A ref for what toasts must never cover at the bottom of the screen (the cart panel's total and buttons): while it
 * is shown, the notification area sits just above it, whatever its height (a longer total, a larger font).
 */
export function useToastsAbove(): (node: HTMLElement | null) => (() => void) | undefined {
  return useCallback((node: HTMLElement | null) => {
    if (!node) return undefined;
    const root = document.documentElement;
    const place = () => root.style.setProperty(CLEARANCE, `${Math.max(0, Math.ceil(window.innerHeight - node.getBoundingClientRect().top))}px`);
    place();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(place);
    observer?.observe(node);
    window.addEventListener('resize', place);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', place);
      root.style.removeProperty(CLEARANCE);
    };
  }, []);
}

/** The toast API; throws when used outside ToastProvider (a developer error, SPEC §8). */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used within a ToastProvider');
  return api;
}
