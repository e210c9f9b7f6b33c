import { ADMIN_CONFIG_MESSAGES, DEFAULT_TEST_EMAIL } from '@regulars/contracts';
import { Send } from 'lucide-react';
import { useState } from 'react';
import { useSendTestEmail } from '../../../api/admin-config.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { OutcomeAlert } from './outcome-alert.tsx';
import { failureText, type TSendOutcome } from './send-outcome.ts';

/** The Email Testing tab: sends through the platform's email provider (the outbox unless one is configured). */
export function EmailTestForm() {
  const [recipientEmail, setRecipientEmail] = useState('');
  const [recipientName, setRecipientName] = useState('');
  const [subject, setSubject] = useState<string>(DEFAULT_TEST_EMAIL.subject);
  const [body, setBody] = useState<string>(DEFAULT_TEST_EMAIL.body);
  const [outcome, setOutcome] = useState<TSendOutcome>(null);
  const send = useSendTestEmail();

  return (
    <form
      className="space-y-4"
      onSubmit={async (event) => {
        event.preventDefault();
        setOutcome(null);
        try {
          const result = await send.mutateAsync({
            recipientEmail: recipientEmail.trim(),
            recipientName: recipientName.trim() || undefined,
            subject,
            body,
          });
          setOutcome({ tone: 'success', text: ADMIN_CONFIG_MESSAGES.emailSent(result.messageId) });
        } catch (error) {
          setOutcome({ tone: 'error', text: failureText(error, ADMIN_CONFIG_MESSAGES.emailFailed) });
        }
      }}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id="test-email-recipient"
          label="Recipient Email *"
          type="email"
          required
          autoComplete="off"
          placeholder="someone@example.com"
          value={recipientEmail}
          onChange={(event) => setRecipientEmail(event.target.value)}
        />
        <TextField
          id="test-email-name"
          label="Recipient Name"
          autoComplete="off"
          placeholder="Optional"
          value={recipientName}
          onChange={(event) => setRecipientName(event.target.value)}
        />
      </div>
      <TextField
        id="test-email-subject"
        label="Subject *"
        required
        value={subject}
        onChange={(event) => setSubject(event.target.value)}
      />
      <div className="space-y-1.5">
        <Label htmlFor="test-email-body">Message Body *</Label>
        <Textarea
          id="test-email-body"
          rows={6}
          required
          value={body}
          onChange={(event) => setBody(event.target.value)}
        />
      </div>
      <OutcomeAlert outcome={outcome} />
      <Button type="submit" loading={send.isPending} className="w-full sm:w-auto">
        {!send.isPending && <Send className="size-4" aria-hidden />}
        {send.isPending ? 'Sending...' : 'Send Test Email'}
      </Button>
    </form>
  );
}
