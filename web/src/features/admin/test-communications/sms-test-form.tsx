import { ADMIN_CONFIG_MESSAGES } from '@regulars/contracts';
import { Send } from 'lucide-react';
import { useState } from 'react';
import { useSendTestSms } from '../../../api/admin-config.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FieldHint, Label } from '../../../components/ui/label.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { OutcomeAlert } from './outcome-alert.tsx';
import { failureText, type TSendOutcome } from './send-outcome.ts';

/** The SMS Testing tab: sends through the platform's SMS provider (the outbox unless one is configured). */
export function SmsTestForm() {
  const [recipientPhone, setRecipientPhone] = useState('');
  const [message, setMessage] = useState('');
  const [outcome, setOutcome] = useState<TSendOutcome>(null);
  const send = useSendTestSms();

  return (
    <form
      className="space-y-4"
      onSubmit={async (event) => {
        event.preventDefault();
        setOutcome(null);
        try {
          const result = await send.mutateAsync({ recipientPhone: recipientPhone.trim(), message });
          setOutcome({ tone: 'success', text: ADMIN_CONFIG_MESSAGES.smsSent(result.messageId) });
        } catch (error) {
          setOutcome({ tone: 'error', text: failureText(error, ADMIN_CONFIG_MESSAGES.smsFailed) });
        }
      }}
    >
      <TextField
        id="test-sms-phone"
        label="Recipient Phone Number *"
        type="tel"
        required
        autoComplete="off"
        placeholder="+1 555 123 4567"
        hint={ADMIN_CONFIG_MESSAGES.phoneHint}
        value={recipientPhone}
        onChange={(event) => setRecipientPhone(event.target.value)}
      />
      <div className="space-y-1.5">
        <Label htmlFor="test-sms-message">Message *</Label>
        <Textarea
          id="test-sms-message"
          rows={4}
          required
          aria-describedby="test-sms-message-hint"
          placeholder="This is a test SMS from Regulars."
          value={message}
          onChange={(event) => setMessage(event.target.value)}
        />
        <FieldHint id="test-sms-message-hint">
          {ADMIN_CONFIG_MESSAGES.messageHint} ({message.length} characters)
        </FieldHint>
      </div>
      <OutcomeAlert outcome={outcome} />
      <Button type="submit" loading={send.isPending} className="w-full sm:w-auto">
        {!send.isPending && <Send className="size-4" aria-hidden />}
        {send.isPending ? 'Sending...' : 'Send Test SMS'}
      </Button>
    </form>
  );
}
