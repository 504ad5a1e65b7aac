/** What several order mails show: the blinds ordered with their sizes and chain, the totals, the delivery day. */
import { Column, Row, Section, Text } from '@react-email/components';
import { formatEuro, VAT_PERCENT } from '@lumina/schema';
import { formatDeliveryDate } from '../../delivery/delivery-date';
import type { MailOrder, MailOrderLine } from '../mail-draft';
import { mailTexts } from '../texts';
import { colors, styles } from './layout';

const t = mailTexts.order;

/** The lines under a blind's name: its configuration, measured and fabrication size, and chain. */
export function lineDetails(line: MailOrderLine): string[] {
  return [
    ...line.configuration,
    ...(line.measured ? [t.measured(line.measured.widthCm, line.measured.heightCm, line.mounting)] : []),
    ...(line.fabrication ? [t.fabrication(line.fabrication.widthMm, line.fabrication.heightMm)] : []),
    ...(line.chain ? [t.chain(line.chain.lengthCm, line.chain.mountingHeightCm)] : []),
  ];
}

export function OrderLines({ order }: { order: MailOrder }) {
  return (
    <Section>
      <Text style={styles.h2}>{t.lines}</Text>
      {order.lines.map((line, index) => (
        <Section key={index} style={styles.box}>
          <Text style={{ ...styles.text, fontWeight: 600, margin: '0 0 4px' }}>{line.productName}</Text>
          {lineDetails(line).map((detail) => (
            <Text key={detail} style={styles.soft}>
              {detail}
            </Text>
          ))}
          <Text style={{ ...styles.text, margin: '6px 0 0' }}>
            {t.quantityPrice(line.quantity, formatEuro(line.unitPriceCents), formatEuro(line.totalCents))}
          </Text>
        </Section>
      ))}
    </Section>
  );
}

function Amount({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  const style = { ...styles.text, margin: '0 0 4px', fontWeight: strong ? 700 : 400 };
  return (
    <Row>
      <Column style={{ width: '60%' }}>
        <Text style={style}>{label}</Text>
      </Column>
      <Column style={{ width: '40%', textAlign: 'right' }}>
        <Text style={style}>{value}</Text>
      </Column>
    </Row>
  );
}

export function OrderTotals({ order }: { order: MailOrder }) {
  return (
    <Section style={{ borderTop: `1px solid ${colors.line}`, paddingTop: '8px' }}>
      <Amount label={t.subtotal} value={formatEuro(order.subtotalCents)} />
      {order.discountCents > 0 && <Amount label={t.discount(order.discountLabel ?? '')} value={`−${formatEuro(order.discountCents)}`} />}
      <Amount label={t.shipping} value={order.shippingCents === 0 ? t.freeShipping : formatEuro(order.shippingCents)} />
      <Amount label={t.total} value={formatEuro(order.totalCents)} strong />
      <Amount label={t.vat(VAT_PERCENT)} value={formatEuro(order.vatCents)} />
    </Section>
  );
}

/** "Verwachte levering: di 8 december (15 werkdagen na je bestelling)."; nothing without an estimate. */
export function DeliveryEstimate({ order }: { order: MailOrder }) {
  if (!order.delivery) return null;
  return <Text style={styles.text}>{t.delivery(formatDeliveryDate(order.delivery.date), order.delivery.workingDays)}</Text>;
}
