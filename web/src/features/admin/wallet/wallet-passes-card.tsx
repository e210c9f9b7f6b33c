import type { TWalletStatus } from '@regulars/contracts';
import { CircleCheck, CircleDashed, Send } from 'lucide-react';
import { useState } from 'react';
import { useSendTestPass, useWalletStatus } from '../../../api/admin-wallet.ts';
import { errorMessage } from '../../../api/client.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { OutcomeAlert } from '../test-communications/outcome-alert.tsx';
import { failureText, type TSendOutcome } from '../test-communications/send-outcome.ts';

/**
 * "Wallet passes": whether customers are offered Apple Wallet and Google Wallet cards (each needs the operator's
 * credentials, README "Wallet passes"; docs/WALLET.md), the public ids in use, and a test pass of each by email for a real phone.
 */
export function WalletPassesCard() {
  const status = useWalletStatus();
  return (
    <Card role="region" aria-labelledby="wallet-passes-title">
      <CardHeader>
        <CardTitle id="wallet-passes-title">Wallet passes</CardTitle>
        <CardDescription>
          Customers get an "Add to Apple Wallet" or "Save to Google Wallet" button for each wallet set up here.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        {status.isPending ? (
          <div className="flex justify-center py-6">
            <Spinner className="size-6 text-brand-600" label="Loading the wallets" />
          </div>
        ) : status.isError ? (
          <LoadError
            title="Could not load the wallets"
            description={errorMessage(status.error)}
            onRetry={() => void status.refetch()}
            retrying={status.isFetching}
          />
        ) : (
          <>
            <WalletRows status={status.data} />
            <TestPassForm status={status.data} />
          </>
        )}
      </CardContent>
    </Card>
  );
}

function WalletRows({ status }: { status: TWalletStatus }) {
  return (
    <dl className="grid gap-3 sm:grid-cols-2">
      <WalletRow
        name="Apple Wallet"
        configured={status.apple.configured}
        details={[
          ['Pass type ID', status.apple.passTypeId],
          ['Team ID', status.apple.teamId],
        ]}
        missing="Set APPLE_PASS_TYPE_ID, APPLE_TEAM_ID, the pass certificate and Apple's WWDR certificate."
      />
      <WalletRow
        name="Google Wallet"
        configured={status.google.configured}
        details={[['Issuer ID', status.google.issuerId]]}
        missing="Set GOOGLE_WALLET_ISSUER_ID and GOOGLE_WALLET_SERVICE_ACCOUNT."
      />
    </dl>
  );
}

function WalletRow({
  name,
  configured,
  details,
  missing,
}: {
  name: string;
  configured: boolean;
  details: [string, string | null][];
  missing: string;
}) {
  return (
    <div className="rounded-xl border border-gray-200 p-4">
      <dt className="flex items-center justify-between gap-3">
        <span className="font-medium text-gray-900">{name}</span>
        {configured ? (
          <span className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-medium text-emerald-700">
            <CircleCheck className="size-3.5" aria-hidden />
            Configured
          </span>
        ) : (
          <span className="inline-flex items-center gap-1 rounded-full bg-gray-100 px-2 py-0.5 text-xs font-medium text-gray-600">
            <CircleDashed className="size-3.5" aria-hidden />
            Not configured
          </span>
        )}
      </dt>
      <dd className="mt-2 space-y-1 text-sm text-gray-600">
        {configured ? (
          details.map(([label, value]) => (
            <p key={label} className="flex flex-wrap gap-x-2">
              <span className="text-gray-500">{label}</span>
              <code className="font-mono text-xs break-all text-gray-900">{value}</code>
            </p>
          ))
        ) : (
          <p>{missing}</p>
        )}
      </dd>
    </div>
  );
}

/** What the test email holds, in the words of the wallets set up: each link opens on its own kind of phone. */
function testPassHint(status: TWalletStatus): string {
  const apple = status.apple.configured;
  const google = status.google.configured;
  if (apple && google) {
    return "We email a link to a made-up member's card for each wallet. Open the Apple Wallet link on an iPhone and the Google Wallet link on an Android phone.";
  }
  if (google)
    return "We email a link to a made-up member's card. Open it on an Android phone to save the card to Google Wallet.";
  return "We email a link to a made-up member's card. Open it on an iPhone to add the card to Apple Wallet.";
}

/** The test pass: an email with a link per wallet set up to a made-up member's card, made with the operator's keys. */
function TestPassForm({ status }: { status: TWalletStatus }) {
  const [recipientEmail, setRecipientEmail] = useState('');
  const [outcome, setOutcome] = useState<TSendOutcome>(null);
  const send = useSendTestPass();
  if (!status.apple.configured && !status.google.configured) {
    return (
      <p className="text-sm text-gray-500">A test pass can be sent once Apple Wallet or Google Wallet is configured.</p>
    );
  }
  return (
    <form
      className="space-y-3 border-t border-gray-100 pt-5"
      onSubmit={async (event) => {
        event.preventDefault();
        setOutcome(null);
        try {
          const result = await send.mutateAsync({ recipientEmail: recipientEmail.trim() });
          setOutcome({ tone: 'success', text: `Test pass sent. Message ID: ${result.messageId || 'N/A'}` });
        } catch (error) {
          setOutcome({ tone: 'error', text: failureText(error, 'Failed to send the test pass') });
        }
      }}
    >
      <div>
        <p className="font-medium text-gray-900">Send a test pass</p>
        <p className="mt-1 text-sm text-gray-500">{testPassHint(status)}</p>
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="sm:flex-1">
          <TextField
            id="test-pass-email"
            label="Email address"
            type="email"
            required
            autoComplete="off"
            placeholder="you@example.com"
            value={recipientEmail}
            onChange={(event) => setRecipientEmail(event.target.value)}
          />
        </div>
        <Button type="submit" loading={send.isPending} className="sm:w-auto">
          {!send.isPending && <Send className="size-4" aria-hidden />}
          {send.isPending ? 'Sending...' : 'Send test pass'}
        </Button>
      </div>
      <OutcomeAlert outcome={outcome} />
    </form>
  );
}
