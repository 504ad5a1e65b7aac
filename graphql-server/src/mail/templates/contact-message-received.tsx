import { Text } from '@react-email/components';
import { shopFacts } from '../../shop/facts';
import type { MailData } from '../mail-draft';
import { mailTexts } from '../texts';
import { MailLayout, Quoted, styles } from './layout';

const t = mailTexts.contactMessage;

/** To the visitor who wrote through the contact form: received, when we answer, and what they wrote. */
export function ContactMessageReceived({ name, subject, message }: MailData['contact-message-received']) {
  const intro = t.intro(shopFacts.service.replyWithinWorkingDays);
  return (
    <MailLayout preview={intro} heading={t.heading}>
      <Text style={styles.text}>{mailTexts.greeting(name)}</Text>
      <Text style={styles.text}>{intro}</Text>
      <Text style={styles.h2}>{t.yourMessage}</Text>
      <Text style={{ ...styles.text, fontWeight: 600 }}>{subject}</Text>
      <Quoted>{message}</Quoted>
    </MailLayout>
  );
}
