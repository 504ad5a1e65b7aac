import { useState } from 'react';
import { tradeOf, type ConfiguratorRules } from '@lumina/schema';
import type { ConfiguratorProductFragment } from '../../../gql/configurator';
import { configuratorTexts } from '../../../i18n/configurator';
import { SampleRequestDialog } from './SampleRequestDialog';
import type { Configuration } from './use-configuration';

const t = configuratorTexts.sample;

interface ColourSampleProps {
  product: ConfiguratorProductFragment;
  rules: ConfiguratorRules;
  options: Configuration['options'];
  className?: string;
}

/**
 * 'Gratis kleurstaal aanvragen' on every configurator (issue 31: only the Authentics page offered it): the dialog for
 * the colour chosen on the page (its colour group's), else the product's own colour, and once the request was
 * received a line that says so.
 */
export function ColourSample({ product, rules, options, className = '' }: ColourSampleProps) {
  const [sent, setSent] = useState<string | null>(null);
  const chosen = tradeOf(rules, options).colour ?? product.colors[0]?.name;
  const colour = product.colors.find((c) => c.name === chosen);
  if (!colour) return null;
  return (
    <div className={className}>
      <SampleRequestDialog productId={product.id} colour={colour} choosable={product.colors.length > 1} onSent={setSent} />
      <p role="status" className="mt-3 text-sm font-medium empty:mt-0">
        {sent ? `${t.sentTitle}. ${t.sentText(sent)}` : ''}
      </p>
    </div>
  );
}
