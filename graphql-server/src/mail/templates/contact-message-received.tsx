import { Text } from '@react-email/components';
import { shopFacts } from '../../shop/facts';
import { mailTexts } from '../texts';
import { MailLayout, styles } from './layout';

const t = mailTexts.contactMessage;

/**
 * To the visitor who wrote through the contact form: received, and when we answer. Nothing of what they typed (name,
 * subject, message): the address is unconfirmed, and the shop's mail must not carry anyone's words to anyone.
 */
export function ContactMessageReceived() {
  const intro = t.intro(shopFacts.service.replyWithinWorkingDays);
  return (
    <MailLayout preview={intro} heading={t.heading}>
      <Text style={styles.text}>{mailTexts.greetingUnnamed}</Text>
      <Text style={styles.text}>{intro}</Text>
      <Text style={styles.text}>{t.notYou}</Text>
    </MailLayout>
  );
}
