import { Text } from '@react-email/components';
import type { MailData } from '../mail-draft';
import { mailTexts } from '../texts';
import { MailLayout, Quoted, styles } from './layout';

const t = mailTexts.sampleRequest;

/** To the shopper who asked for a free colour sample: which colour, and the address it goes to. */
export function SampleRequestReceived({ name, color, productName, address }: MailData['sample-request-received']) {
  return (
    <MailLayout preview={t.intro(color, productName)} heading={t.heading}>
      <Text style={styles.text}>{mailTexts.greeting(name)}</Text>
      <Text style={styles.text}>{t.intro(color, productName)}</Text>
      <Quoted>{address}</Quoted>
      <Text style={styles.text}>{t.check}</Text>
    </MailLayout>
  );
}
