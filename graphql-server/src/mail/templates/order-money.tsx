/**
 * The mails that follow an order's money and its end (issue 29): a payment that failed, the one reminder to pay, the
 * order cancelled, a payment sent back, a refund done (its credit note attached), and the shop's own note when money
 * needs a person (a refund that failed, a chargeback).
 */
import { Section, Text } from '@react-email/components';
import { formatEuro } from '@lumina/schema';
import { formatDeliveryDate } from '../../delivery/delivery-date';
import { shopFacts } from '../../shop/facts';
import type { MailData } from '../mail-draft';
import { mailTexts } from '../texts';
import { colors, Fact, MailLayout, PayButton, styles } from './layout';
import { OrderLines, OrderTotals } from './order-parts';

const m = mailTexts;

export function PaymentFailed({ order, payUrl }: MailData['payment-failed']) {
  const t = m.paymentFailed;
  return (
    <MailLayout preview={t.intro(order.id)} heading={t.heading}>
      <Text style={styles.text}>{m.greeting(order.customerName)}</Text>
      <Text style={styles.text}>{t.intro(order.id)}</Text>
      <Section style={{ ...styles.box, backgroundColor: colors.page }}>
        <Text style={styles.text}>{t.payText}</Text>
        <PayButton href={payUrl} label={m.payAgain.button} />
      </Section>
      <Fact label={m.order.number}>{order.id}</Fact>
      <OrderTotals order={order} />
    </MailLayout>
  );
}

export function PaymentReminder({ order, payUrl, cancelOn }: MailData['payment-reminder']) {
  const t = m.paymentReminder;
  return (
    <MailLayout preview={t.intro(order.id)} heading={t.heading}>
      <Text style={styles.text}>{m.greeting(order.customerName)}</Text>
      <Text style={styles.text}>{t.intro(order.id)}</Text>
      <Section style={{ ...styles.box, backgroundColor: colors.page }}>
        <PayButton href={payUrl} label={m.payAgain.button} />
      </Section>
      <Text style={styles.text}>{t.deadline(formatDeliveryDate(cancelOn))}</Text>
      <OrderLines order={order} />
      <OrderTotals order={order} />
    </MailLayout>
  );
}

export function OrderCancelled({ order, reason, refundCents }: MailData['order-cancelled']) {
  const t = m.orderCancelled;
  const intro = reason === 'unpaid' ? t.unpaid(order.id, shopFacts.unpaidOrders.cancelAfterDays) : t.staff(order.id);
  return (
    <MailLayout preview={intro} heading={t.heading}>
      <Text style={styles.text}>{m.greeting(order.customerName)}</Text>
      <Text style={styles.text}>{intro}</Text>
      {refundCents > 0 && <Text style={styles.text}>{t.refund(formatEuro(refundCents))}</Text>}
      <Fact label={m.order.number}>{order.id}</Fact>
      <OrderLines order={order} />
      <Text style={styles.text}>{t.questions}</Text>
    </MailLayout>
  );
}

export function PaymentReturned({ order, amountCents, why }: MailData['payment-returned']) {
  const t = m.paymentReturned;
  const intro = t[why](formatEuro(amountCents), order.id);
  return (
    <MailLayout preview={intro} heading={t.heading}>
      <Text style={styles.text}>{m.greeting(order.customerName)}</Text>
      <Text style={styles.text}>{intro}</Text>
      <Text style={styles.text}>{t.when}</Text>
      <Fact label={m.order.number}>{order.id}</Fact>
    </MailLayout>
  );
}

export function RefundSettled({ order, amountCents, creditNoteNumber }: MailData['refund-settled']) {
  const t = m.refundSettled;
  const intro = t.intro(formatEuro(amountCents), order.id);
  return (
    <MailLayout preview={intro} heading={t.heading}>
      <Text style={styles.text}>{m.greeting(order.customerName)}</Text>
      <Text style={styles.text}>{intro}</Text>
      {creditNoteNumber && <Text style={styles.text}>{t.creditNote(creditNoteNumber)}</Text>}
      <Fact label={m.order.number}>{order.id}</Fact>
    </MailLayout>
  );
}

export function ShopOrderAttention({ order, kind, amountCents, reason }: MailData['shop-order-attention']) {
  const t = m.shopOrderAttention;
  const amount = formatEuro(amountCents);
  const intro = kind === 'chargeback' ? t.chargeback(amount) : t.refundFailed(amount);
  return (
    <MailLayout preview={intro} heading={t.heading(kind, order.id)}>
      <Text style={styles.text}>{intro}</Text>
      {reason && <Fact label={t.reason}>{reason}</Fact>}
      <Fact label={m.order.number}>{order.id}</Fact>
      <Fact label={t.customer}>{order.customerName}</Fact>
      <OrderTotals order={order} />
      <Text style={styles.text}>{t.admin}</Text>
    </MailLayout>
  );
}
