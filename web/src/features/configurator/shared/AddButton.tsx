import { configuratorTexts } from '../../../i18n/configurator';
import type { AddState } from './use-add-configured';

const t = configuratorTexts.add;

interface AddButtonProps {
  status: AddState;
  /** The configuration is complete and valid. */
  ready: boolean;
  /** Label while not ready (SPEC: 'Configuratie onvolledig' on the configuration page). */
  incompleteLabel?: string;
  /** Label when ready (default 'Toevoegen aan winkelwagen'; 'Wijziging opslaan' when replacing a cart line). */
  readyLabel?: string;
  onClick: () => void;
  /** Enabled even when not ready (the phone bar asks only for valid sizes); the click then explains. */
  enabledWhenIncomplete?: boolean;
  className?: string;
}

/** The add button's four faces (SPEC §4): incomplete (disabled), ready, 'Toevoegen...', green 'Toegevoegd aan winkelwagen!'. */
export function AddButton({ status, ready, incompleteLabel = t.incomplete, readyLabel = t.ready, onClick, enabledWhenIncomplete = false, className = '' }: AddButtonProps) {
  const label = status === 'adding' ? t.adding : status === 'added' ? t.added : ready || enabledWhenIncomplete ? readyLabel : incompleteLabel;
  const disabled = status === 'adding' || (!ready && !enabledWhenIncomplete);
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      className={`inline-flex min-h-12 items-center justify-center rounded-full px-6 font-semibold transition-colors disabled:cursor-not-allowed ${
        status === 'added' ? 'bg-success text-on-accent' : 'bg-accent text-on-accent hover:bg-accent-hover disabled:bg-sand disabled:text-ink-soft'
      } ${className}`}
    >
      {label}
    </button>
  );
}
