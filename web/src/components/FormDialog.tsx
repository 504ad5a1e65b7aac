import type { FormEvent, ReactElement, ReactNode } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { CloseIcon } from './icons';

/** aria-describedby of a control whose error shows in <FieldError>: the error first (read first), then any hints. */
export function describedBy(controlId: string, error: string | undefined, ...hints: string[]): string | undefined {
  return [error ? `${controlId}-error` : null, ...hints].filter(Boolean).join(' ') || undefined;
}

/** A field's error under its control (`controlId`), tied to it by describedBy. */
export function FieldError({ controlId, error }: { controlId: string; error: string | undefined }) {
  if (!error) return null;
  return (
    <p id={`${controlId}-error`} className="mt-1 text-sm font-medium text-danger">
      {error}
    </p>
  );
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
