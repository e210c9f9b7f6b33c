import { Link } from 'react-router';
import { useAppWords } from '../../lib/app-words.tsx';
import { wordsAround } from '../../lib/words-around.tsx';

/**
 * A sentence naming the SMS and Email templates pages as links (`{sms}`, `{email}`), wherever and in whichever order
 * the language puts them.
 */
export function TemplatesSentence({
  sentence,
  linkClassName,
}: {
  sentence: (links: { sms: string; email: string }) => string;
  linkClassName: string;
}) {
  const { t } = useAppWords();
  return wordsAround((values) => sentence({ sms: values.sms ?? '', email: values.email ?? '' }), {
    sms: (
      <Link to="/sms-templates" className={linkClassName}>
        {t('automations.smsTemplates')}
      </Link>
    ),
    email: (
      <Link to="/email-templates" className={linkClassName}>
        {t('automations.emailTemplates')}
      </Link>
    ),
  });
}
