import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { TOAST_LIMIT, TOAST_REMOVE_DELAY_MS } from './ui-constants';

export type ToastVariant = 'default' | 'success' | 'destructive';

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds on screen; default 5000 (SPEC §9). */
  duration?: number;
}

export interface ToastItem extends ToastOptions {
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

type ToastViewComponent = ComponentType<{ toasts: ToastItem[]; dismiss: (id: number) => void }>;

/**
 * The toasts' rendering (Radix Toast): fetched when the page is idle (or with the first toast, if that comes
 * first), so no page pays for it up front. A plain import held in state, not React.lazy: a Suspense boundary
 * reveals its content on a timer, and a toast must not wait on one.
 */
let toastView: Promise<ToastViewComponent> | undefined;
const loadToastView = () => (toastView ??= import('./ToastView').then((m) => m.default));

/**
 * The toast API (useToast) with the SPEC §9 rules: one visible at a time, 5 s, swipe right 50 px to dismiss, F8
 * moves focus to the notification area (Radix's default hotkey) once there are toasts, at most 420 px wide. The
 * state lives here; ToastView renders it from the first toast on.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  /** A toast has been asked for: its rendering is needed now, not at the next quiet moment. */
  const [shown, setShown] = useState(false);
  const [View, setView] = useState<ToastViewComponent | null>(null);
  useEffect(() => {
    let live = true;
    const load = () => void loadToastView().then((component) => live && setView(() => component));
    if (shown) load();
    else if ('requestIdleCallback' in window) {
      const idle = window.requestIdleCallback(load, { timeout: 5000 });
      return () => {
        live = false;
        window.cancelIdleCallback(idle);
      };
    }
    return () => {
      live = false;
    };
  }, [shown]);
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
      setShown(true);
      setToasts((current) => [{ ...options, id, open: true }, ...current].slice(0, TOAST_LIMIT));
      return { id, dismiss: () => dismiss(id) };
    },
    [dismiss],
  );

  const api = useMemo<ToastApi>(() => ({ toast, dismiss }), [toast, dismiss]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      {/* There from the page's first quiet moment on, as before the split: a modal opened later (the cart panel)
          spares the notification area, which it would hide if the area came after it. */}
      {View ? <View toasts={toasts} dismiss={dismiss} /> : null}
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
