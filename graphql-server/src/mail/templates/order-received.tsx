import { Section, Text } from '@react-email/components';
import { formatEuro } from '@lumina/schema';
import { shopFacts } from '../../shop/facts';
import type { MailData } from '../mail-draft';
import { mailTexts } from '../texts';
import { colors, Fact, MailLayout, PayButton, Quoted, styles } from './layout';
import { DeliveryEstimate, OrderLines, OrderTotals } from './order-parts';

const t = mailTexts.orderReceived;

/** To the customer when the order is placed: what was ordered, the amounts, delivery, the pay link while unpaid, no withdrawal right. */
export function OrderReceived({ order, payUrl }: MailData['order-received']) {
  return (
    <MailLayout preview={t.preview(order.id, formatEuro(order.totalCents))} heading={t.heading}>
      <Text style={styles.text}>{mailTexts.greeting(order.customerName)}</Text>
      <Text style={styles.text}>{t.intro(shopFacts.brand.name)}</Text>
      <Fact label={mailTexts.order.number}>{order.id}</Fact>
      {order.paymentMethod && <Fact label={mailTexts.order.paymentMethod}>{order.paymentMethod}</Fact>}
      <DeliveryEstimate order={order} />
      {payUrl && (
        <Section style={{ ...styles.box, backgroundColor: colors.page }}>
          <Text style={{ ...styles.h2, margin: '0 0 8px' }}>{t.payHeading}</Text>
          <Text style={styles.text}>{t.payText}</Text>
          <PayButton href={payUrl} label={t.payButton} />
        </Section>
      )}
      <OrderLines order={order} />
      <OrderTotals order={order} />
      <Text style={styles.h2}>{mailTexts.order.address}</Text>
      <Quoted>{order.shippingAddress}</Quoted>
      <Text style={styles.h2}>{t.withdrawalHeading}</Text>
      <Text style={styles.text}>{t.withdrawal}</Text>
    </MailLayout>
  );
}
