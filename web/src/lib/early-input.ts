/**
 * What a visitor typed or picked on a server-rendered page before its JavaScript ran: web/public/early-input.js
 * (inline in the page) notes each change; React's hydration then sets every field back to its state. Once a
 * field runs (React has taken it over), this gives it back what was entered, as if typed or clicked now, so the
 * page's state has it too. Nothing a customer entered is lost to a slow phone.
 */
type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

interface EarlyChange {
  field: Field;
  value: string;
  checked: boolean;
}

declare global {
  interface Window {
    __earlyInput?: EarlyChange[];
    /** Set here: early-input.js calls it on each change it notes, so a change after the last check is looked at too. */
    __earlyInputWake?: () => void;
  }
}

/** React has taken the element over (hydrated it). */
const running = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactProps$'));

const toggles = (field: Field): field is HTMLInputElement => field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');

/** Still what the server drew (hydration set it back), not what was entered nor what was typed since. */
function lost({ field, value, checked }: EarlyChange): boolean {
  if (toggles(field)) return field.checked !== checked && field.checked === field.defaultChecked;
  return field.value !== value && field.value === (field instanceof HTMLSelectElement ? field.value : field.defaultValue);
}

function enter({ field, value }: EarlyChange): void {
  // A click, as the visitor's: the page's own handler runs (a radio or checkbox back to what was picked).
  if (toggles(field)) return field.click();
  // The value through the element's own setter, then an input event: React's onChange sees a typed value.
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
  if (field instanceof HTMLSelectElement) field.dispatchEvent(new Event('change', { bubbles: true }));
}

/**
 * What was entered in the fields inside `container` before the page ran, by field name: a checkbox's checked
 * state, the value of the radio picked, else the value. For a page that fills its fields itself once it runs (the
 * checkout's stored values): what the visitor entered meanwhile is newer and stays.
 */
export function enteredEarly(container: Element): Map<string, string | boolean> {
  const entered = new Map<string, string | boolean>();
  for (const { field, value, checked } of window.__earlyInput ?? []) {
    if (!field.name || !container.contains(field)) continue;
    if (!toggles(field)) entered.set(field.name, value);
    else if (field.type === 'checkbox') entered.set(field.name, checked);
    else if (checked) entered.set(field.name, value);
  }
  return entered;
}

/**
 * Call once hydration has started; checks every 50 ms, for at most `forMs`, which noted fields run now. The list is
 * read as it grows (hydration runs in slices, and a field not yet hydrated is still noted by early-input.js) and left
 * as it is (enteredEarly reads it).
 */
export function restoreEarlyInput(forMs = 15_000): void {
  const noted = window.__earlyInput;
  if (!noted) return;
  const until = performance.now() + forMs;
  // A field is checked again a few times after it got its value back: hydration may finish its work on it later.
  const checks = new Map<EarlyChange, number>();
  const open = () => noted.filter((change) => (checks.get(change) ?? 0) < 4 && change.field.isConnected);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const step = () => {
    timer = undefined;
    const pending = open();
    for (const change of pending) {
      if (!running(change.field)) continue;
      if (lost(change)) enter(change);
      checks.set(change, (checks.get(change) ?? 0) + 1);
    }
    if (open().length > 0 && performance.now() < until) timer = setTimeout(step, 50);
  };
  window.__earlyInputWake = () => {
    if (timer === undefined && performance.now() < until) timer = setTimeout(step, 50);
  };
  step();
}
