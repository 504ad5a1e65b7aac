import { Text } from '@react-email/components';
import type { MailData } from '../mail-draft';
import { mailTexts } from '../texts';
import { MailLayout, styles } from './layout';

const t = mailTexts.sampleRequest;

/** To the shopper who asked for a free colour sample: which colour; nothing they typed (the address is unconfirmed). */
export function SampleRequestReceived({ color, productName }: MailData['sample-request-received']) {
  return (
    <MailLayout preview={t.intro(color, productName)} heading={t.heading}>
      <Text style={styles.text}>{mailTexts.greetingUnnamed}</Text>
      <Text style={styles.text}>{t.intro(color, productName)}</Text>
      <Text style={styles.text}>{t.check}</Text>
    </MailLayout>
  );
}
