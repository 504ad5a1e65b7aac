import { Text } from '@react-email/components';
import type { MailData } from '../mail-draft';
import { mailTexts } from '../texts';
import { Fact, MailLayout, Quoted, styles } from './layout';

const t = mailTexts.orderShipped;

/** To the customer when staff move the order to shipped: the carrier and the track-and-trace code. */
export function OrderShipped({ order, carrier, trackingCode }: MailData['order-shipped']) {
  return (
    <MailLayout preview={t.intro(order.id)} heading={t.heading}>
      <Text style={styles.text}>{mailTexts.greeting(order.customerName)}</Text>
      <Text style={styles.text}>{t.intro(order.id)}</Text>
      <Fact label={mailTexts.order.number}>{order.id}</Fact>
      <Fact label={t.carrier}>{carrier}</Fact>
      <Fact label={t.trackingCode}>{trackingCode}</Fact>
      <Text style={styles.text}>{t.trackingHint}</Text>
      <Text style={styles.h2}>{mailTexts.order.address}</Text>
      <Quoted>{order.shippingAddress}</Quoted>
    </MailLayout>
  );
}
