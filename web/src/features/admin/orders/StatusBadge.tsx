import type { ReactNode } from 'react';
import { LineIcon } from '../../../components/LineIcon';
import type { OrderStatus } from '../../../gql/admin';
import { adminOrders } from '../../../i18n/admin-orders';

/**
 * SPEC §4: each status its own icon and colour — new orange, processing blue, production purple, shipped
 * green, completed darker green; anything else (cancelled) neutral. Text and border pass 4.5:1 in both themes.
 */
const look: Record<OrderStatus, { className: string; icon: ReactNode }> = {
  NEW: {
    className: 'border-orange-300 bg-orange-50 text-orange-900 dark:border-orange-700 dark:bg-orange-950 dark:text-orange-200',
    icon: <path d="M12 3.5l2.2 5.3 5.3 2.2-5.3 2.2L12 18.5l-2.2-5.3L4.5 11l5.3-2.2z" />,
  },
  PROCESSING: {
    className: 'border-blue-300 bg-blue-50 text-blue-900 dark:border-blue-700 dark:bg-blue-950 dark:text-blue-200',
    icon: (
      <>
        <circle cx="12" cy="12" r="8" />
        <path d="M12 7.5V12l3 2" />
      </>
    ),
  },
  PRODUCTION: {
    className: 'border-purple-300 bg-purple-50 text-purple-900 dark:border-purple-700 dark:bg-purple-950 dark:text-purple-200',
    icon: (
      <>
        <circle cx="6.5" cy="17.5" r="2.5" />
        <circle cx="17.5" cy="17.5" r="2.5" />
        <path d="M8.5 16L18 4.5M15.5 16L6 4.5" />
      </>
    ),
  },
  SHIPPED: {
    className: 'border-green-300 bg-green-50 text-green-900 dark:border-green-700 dark:bg-green-950 dark:text-green-200',
    icon: (
      <>
        <path d="M3 6.5h11v10H3zM14 10h4l3 3.5v3h-7" />
        <circle cx="7" cy="18" r="1.8" />
        <circle cx="17.5" cy="18" r="1.8" />
      </>
    ),
  },
  COMPLETED: {
    className: 'border-emerald-700 bg-emerald-800 text-white dark:border-emerald-500 dark:bg-emerald-900 dark:text-emerald-50',
    icon: (
      <>
        <circle cx="12" cy="12" r="8" />
        <path d="M8 12.3l2.7 2.7L16 9.5" />
      </>
    ),
  },
  CANCELLED: {
    className: 'border-line bg-sand text-ink',
    icon: (
      <>
        <circle cx="12" cy="12" r="8" />
        <path d="M9 9l6 6M15 9l-6 6" />
      </>
    ),
  },
};

export function statusLabel(status: OrderStatus): string {
  return adminOrders.statuses[status] ?? status;
}

/** A status with its icon and colour (the icon is decoration; the label says it). */
export function StatusBadge({ status, className = '' }: { status: OrderStatus; className?: string }) {
  const { className: colours, icon } = look[status] ?? look.CANCELLED;
  return (
    <span className={`inline-flex items-center gap-1.5 rounded-full border px-3 py-1 text-sm font-semibold whitespace-nowrap ${colours} ${className}`}>
      <LineIcon size={16}>{icon}</LineIcon>
      {statusLabel(status)}
    </span>
  );
}
