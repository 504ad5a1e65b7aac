/**
 * The frame of every mail: the brand on top, the content, and a footer with the shop's facts (name, address,
 * e-mail, phone, VAT number). Inline styles only, as mail clients need; the shop's warm palette (linen,
 * charcoal, terracotta).
 */
import { Fragment, type CSSProperties, type ReactNode } from 'react';
import { Body, Button, Container, Head, Heading, Hr, Html, Preview, Section, Text } from '@react-email/components';
import { shopFacts } from '../../shop/facts';
import { mailTexts as t } from '../texts';

export const colors = { page: '#f7f3ec', card: '#fffdf9', line: '#d9cebd', ink: '#24211e', soft: '#5b534a', accent: '#9a4526' } as const;

const font = "'Helvetica Neue', Helvetica, Arial, sans-serif";

export const styles = {
  text: { fontSize: '15px', lineHeight: '22px', color: colors.ink, margin: '0 0 12px' },
  soft: { fontSize: '13px', lineHeight: '19px', color: colors.soft, margin: '0 0 4px' },
  h2: { fontSize: '17px', lineHeight: '24px', color: colors.ink, margin: '24px 0 8px', fontWeight: 600 },
  hr: { borderColor: colors.line, margin: '20px 0' },
  box: { border: `1px solid ${colors.line}`, borderRadius: '8px', padding: '12px 16px', margin: '0 0 12px' },
} satisfies Record<string, CSSProperties>;

export function MailLayout({ preview, heading, children }: { preview: string; heading: string; children: ReactNode }) {
  const { brand, contact } = shopFacts;
  const { address } = contact;
  return (
    <Html lang="nl">
      <Head />
      <Preview>{preview}</Preview>
      <Body style={{ backgroundColor: colors.page, fontFamily: font, margin: 0, padding: '24px 0' }}>
        <Container style={{ backgroundColor: colors.card, border: `1px solid ${colors.line}`, borderRadius: '12px', maxWidth: '600px', padding: '28px 28px 20px' }}>
          <Text style={{ fontSize: '20px', fontWeight: 700, color: colors.accent, margin: '0 0 16px' }}>{brand.name}</Text>
          <Heading as="h1" style={{ fontSize: '24px', lineHeight: '30px', color: colors.ink, margin: '0 0 16px' }}>
            {heading}
          </Heading>
          {children}
          <Text style={{ ...styles.text, margin: '24px 0 0' }}>{t.signOff}</Text>
          <Text style={styles.text}>{t.team(brand.name)}</Text>
          <Hr style={styles.hr} />
          <Section>
            <Text style={styles.soft}>
              {brand.name} · {address.street}, {address.postalCode} {address.city}, {address.country}
            </Text>
            <Text style={styles.soft}>
              {t.footer.email(contact.email)} · {t.footer.phone(contact.phone)}
            </Text>
            <Text style={styles.soft}>{t.footer.vat(contact.vatNumber)}</Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

/** A label and its value on one line (e.g. "Bestelnummer: LUM-2026-01042"). */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Text style={{ ...styles.text, margin: '0 0 6px' }}>
      <strong>{label}:</strong> {children}
    </Text>
  );
}

/** Text the customer typed (an address, a message), its line breaks kept (as <br>, which the text version keeps too). */
export function Quoted({ children }: { children: string }) {
  const lines = children.split(/\r?\n/);
  return (
    <Text style={{ ...styles.text, borderLeft: `4px solid ${colors.line}`, paddingLeft: '12px' }}>
      {lines.map((line, i) => (
        <Fragment key={i}>
          {i > 0 && <br />}
          {line}
        </Fragment>
      ))}
    </Text>
  );
}

/** The button to the order's page to pay, with the address beneath it for mail clients that show no buttons. */
export function PayButton({ href, label }: { href: string; label: string }) {
  return (
    <>
      <Button href={href} style={{ backgroundColor: colors.accent, color: '#ffffff', borderRadius: '8px', padding: '12px 20px', fontSize: '15px', fontWeight: 600 }}>
        {label}
      </Button>
      {/* The text version has the link with the button's words already. */}
      <Text data-skip-in-text="true" style={{ ...styles.soft, margin: '8px 0 0', wordBreak: 'break-all' }}>
        {href}
      </Text>
    </>
  );
}
