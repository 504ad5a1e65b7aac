import { useCallback, useId, useState, type FormEvent, type ReactElement, type ReactNode } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { CloseIcon } from './icons';

/** A server's refusal of one field, as every mutation payload has them (`field` is a path, the field's name last). */
interface UserErrorLike {
  field?: readonly string[] | null;
  message: string;
}

/**
 * A form's errors: per field (shown under it and tied with aria-describedby) and one general message (above the
 * buttons). `take` files a payload's user errors under the fields the form has; any other goes to `general`.
 */
export function useFormErrors<F extends string>(fields: readonly F[], fallback: string) {
  const id = useId();
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});
  const [general, setGeneral] = useState<string | null>(null);

  const take = useCallback(
    (userErrors: readonly UserErrorLike[]) => {
      const found: Partial<Record<F, string>> = {};
      let other: string | null = null;
      for (const error of userErrors) {
        const field = error.field?.at(-1) as F | undefined;
        if (field && fields.includes(field)) found[field] ??= error.message;
        else other ??= error.message;
      }
      setErrors(found);
      setGeneral(other ?? (Object.keys(found).length === 0 ? fallback : null));
    },
    [fields, fallback],
  );
  const forget = useCallback((changed: readonly string[]) => {
    setErrors((current) => {
      const next = { ...current };
      for (const key of changed) delete next[key as F];
      return next;
    });
  }, []);
  const reset = useCallback(() => {
    setErrors({});
    setGeneral(null);
  }, []);

  const errorId = (field: F) => `${id}-${field}-error`;
  /** aria-describedby for a field: its error when it has one, then any hints. */
  const describedBy = (field: F, ...hints: string[]) => [errors[field] ? errorId(field) : null, ...hints].filter(Boolean).join(' ') || undefined;
  const errorText = (field: F) =>
    errors[field] ? (
      <p id={errorId(field)} className="mt-1 text-sm font-medium text-danger">
        {errors[field]}
      </p>
    ) : null;

  return { id, errors, setErrors, general, setGeneral, take, forget, reset, describedBy, errorText };
}

interface FormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opens the dialog. */
  trigger: ReactElement;
  title: string;
  description: ReactNode;
  closeLabel: string;
  cancelLabel: string;
  submitLabel: string;
  sendingLabel: string;
  sending: boolean;
  /** The submit button is enabled only when the form is complete. */
  canSubmit: boolean;
  onSubmit: (event: FormEvent) => void;
  /** A refusal that belongs to no field. */
  general: string | null;
  /** Where focus goes when the dialog opens (default: the first focusable element, the close button). */
  initialFocus?: () => HTMLElement | null;
  children: ReactNode;
}

/**
 * A small form in a dialog (Radix: focus trapped and returned, Escape closes, the title and description name
 * it): the title with a close button, the description, the fields, a general refusal above the buttons, and
 * 'cancel' and 'send' (disabled until the form is complete; its label says while it sends).
 */
export function FormDialog(props: FormDialogProps) {
  const { open, onOpenChange, trigger, title, description, closeLabel, cancelLabel, submitLabel, sendingLabel, sending, canSubmit, onSubmit, general } = props;
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/45 transition-opacity duration-200 starting:opacity-0 motion-reduce:transition-none" />
        <Dialog.Content
          onOpenAutoFocus={(event) => {
            const target = props.initialFocus?.();
            if (!target) return;
            event.preventDefault();
            target.focus();
          }}
          className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl border border-line bg-card p-6 text-ink shadow-2xl"
        >
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-2xl font-semibold">{title}</Dialog.Title>
            <Dialog.Close aria-label={closeLabel} className="-mt-2 -mr-2 inline-flex size-11 shrink-0 items-center justify-center rounded-full hover:bg-sand">
              <CloseIcon />
            </Dialog.Close>
          </div>
          <Dialog.Description className="mt-2 text-ink-soft">{description}</Dialog.Description>
          <form onSubmit={onSubmit} noValidate className="mt-5 flex flex-col gap-4" aria-busy={sending}>
            {props.children}
            {general && (
              <p role="alert" className="text-sm font-medium text-danger">
                {general}
              </p>
            )}
            <div className="flex flex-wrap justify-end gap-3">
              <Dialog.Close className="inline-flex min-h-11 items-center rounded-full px-5 font-medium hover:bg-sand">{cancelLabel}</Dialog.Close>
              <button
                type="submit"
                disabled={!canSubmit || sending}
                className="inline-flex min-h-11 items-center rounded-full bg-accent px-6 font-semibold text-on-accent hover:bg-accent-hover disabled:cursor-not-allowed disabled:bg-sand disabled:text-ink-soft"
              >
                {sending ? sendingLabel : submitLabel}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** The input class of a form dialog's fields. */
export const formDialogInput =
  'mt-1 block w-full rounded-lg border border-line bg-page px-3 py-2 text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent aria-invalid:border-danger';
