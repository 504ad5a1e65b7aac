import { Text } from '@react-email/components';
import { formatEuro } from '@lumina/schema';
import type { MailData } from '../mail-draft';
import { mailTexts } from '../texts';
import { Fact, MailLayout, styles } from './layout';
import { DeliveryEstimate, OrderLines, OrderTotals } from './order-parts';

const t = mailTexts.paymentReceived;

/** To the customer when the payment came in: the amount, the invoice (attached), the order and its delivery day. */
export function PaymentReceived({ order, paidCents, invoiceNumber }: MailData['payment-received']) {
  return (
    <MailLayout preview={t.intro(formatEuro(paidCents), order.id)} heading={t.heading}>
      <Text style={styles.text}>{mailTexts.greeting(order.customerName)}</Text>
      <Text style={styles.text}>{t.intro(formatEuro(paidCents), order.id)}</Text>
      {invoiceNumber && <Text style={styles.text}>{t.invoice(invoiceNumber)}</Text>}
      <Fact label={mailTexts.order.number}>{order.id}</Fact>
      <DeliveryEstimate order={order} />
      <OrderLines order={order} />
      <OrderTotals order={order} />
    </MailLayout>
  );
}
