import { useId, useRef, useState } from 'react';
import { ChevronDownIcon } from '../../../components/icons';
import { adminOrders } from '../../../i18n/admin-orders';
import { actionButton } from './styles';

const t = adminOrders.exportData;

interface ExportMenuProps {
  orderId: string;
  csvUrl: string;
  jsonUrl: string;
}

/**
 * 'Export Data': a disclosure with the order's two fabricator exports, made by the server — CSV for the
 * atelier and JSON for the machines. Plain download links (the staff session cookie goes along); Escape
 * closes the list and puts focus back on the button.
 */
export function ExportMenu({ orderId, csvUrl, jsonUrl }: ExportMenuProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const link = 'flex min-h-11 items-center rounded-lg px-3 font-medium text-accent underline underline-offset-4 hover:bg-sand';
  return (
    <div
      className="relative"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          setOpen(false);
          button.current?.focus();
        }
      }}
    >
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={t.buttonLabel(orderId)}
        onClick={() => setOpen((value) => !value)}
        className={actionButton}
      >
        {t.button}
        <ChevronDownIcon size={18} className={`transition-transform motion-reduce:transition-none ${open ? 'rotate-180' : ''}`} />
      </button>
      <ul id={panelId} hidden={!open} className="mt-2 rounded-xl border border-line bg-card p-1 shadow-sm">
        <li>
          <a href={csvUrl} download className={link}>
            {t.csv}
          </a>
        </li>
        <li>
          <a href={jsonUrl} download className={link}>
            {t.json}
          </a>
        </li>
      </ul>
    </div>
  );
}
