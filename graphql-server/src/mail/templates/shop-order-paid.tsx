import { Text } from '@react-email/components';
import { formatEuro } from '@lumina/schema';
import type { MailData } from '../mail-draft';
import { mailTexts } from '../texts';
import { Fact, MailLayout, Quoted, styles } from './layout';
import { DeliveryEstimate, OrderLines, OrderTotals } from './order-parts';

const t = mailTexts.shopOrderPaid;

/** To the shop's inbox for each new paid order: who, what, how much, and where it goes. */
export function ShopOrderPaid({ order, customerEmail, customerPhone }: MailData['shop-order-paid']) {
  const total = formatEuro(order.totalCents);
  return (
    <MailLayout preview={t.intro(total)} heading={t.heading(order.id)}>
      <Text style={styles.text}>{t.intro(total)}</Text>
      <Fact label={t.customer}>
        {order.customerName} · {customerEmail}
        {customerPhone ? ` · ${customerPhone}` : ''}
      </Fact>
      {order.paymentMethod && <Fact label={mailTexts.order.paymentMethod}>{order.paymentMethod}</Fact>}
      <DeliveryEstimate order={order} />
      <Text style={styles.h2}>{mailTexts.order.address}</Text>
      <Quoted>{order.shippingAddress}</Quoted>
      <OrderLines order={order} />
      <OrderTotals order={order} />
      <Text style={styles.text}>{t.admin}</Text>
    </MailLayout>
  );
}
