/**
 * Adding a configuration to the cart (SPEC §4 "/product/:id add button", issue 10): idle, adding ('Toevoegen...'),
 * added (for 2 s), with the cart's success and failure toasts. The server prices the line; when its price
 * differs from the preview (the rules changed meanwhile), the server's wins and the shopper is told. A
 * configurator opened from a cart line ('Wijzigen') replaces that line instead of adding one.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { formatEuro } from '../../../lib/format';
import { useCart, type CartChangeResult } from '../../../components/cart-context';
import { useToast } from '../../../components/toast';
import { configuratorTexts } from '../../../i18n/configurator';
import { configurationInput, type ConfiguratorState } from './use-configuration';

/** SPEC §9: the success confirmation shows for 2 s. */
export const ADDED_CONFIRMATION_MS = 2000;

export type AddState = 'idle' | 'adding' | 'added';

export function useAddConfigured(productId: string, state: ConfiguratorState) {
  const { addLine, replaceLine } = useCart();
  const { toast } = useToast();
  const [status, setStatus] = useState<AddState>('idle');
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const add = useCallback(async (): Promise<CartChangeResult | null> => {
    if (status === 'adding') return null;
    const { result, configuration, lineId } = state;
    if (!result.ok) return null;
    setStatus('adding');
    const input = { productId, configuration: configurationInput(configuration) };
    const change = lineId ? await replaceLine(lineId, input) : await addLine({ ...input, quantity: 1 });
    if (!change.ok) {
      setStatus('idle');
      return change;
    }
    if (lineId) state.clearLineId();
    const charged = change.line?.unitPrice.cents;
    if (charged !== undefined && charged !== result.breakdown.totalCents) {
      toast(configuratorTexts.add.priceChanged(formatEuro(charged)));
    }
    setStatus('added');
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setStatus('idle'), ADDED_CONFIRMATION_MS);
    return change;
  }, [status, state, productId, addLine, replaceLine, toast]);

  return { status, add, replacing: state.lineId !== null };
}
