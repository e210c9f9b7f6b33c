import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';

/** The payment-provider setup instructions of the spec: the webhook URL and the four steps. */
export function StripeSetup() {
  const webhookUrl = `${window.location.origin}/stripe-webhook`;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Stripe setup</CardTitle>
        <CardDescription>Connect each paid tier to a recurring price in your Stripe account.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4 text-sm text-gray-700">
        <div>
          <p className="font-medium text-gray-900">Webhook URL</p>
          <code className="mt-1 block rounded-lg bg-gray-50 px-3 py-2 font-mono text-xs break-all text-gray-800 ring-1 ring-gray-200">
            {webhookUrl}
          </code>
        </div>
        <ol className="list-decimal space-y-1.5 pl-5">
          <li>Create a product in Stripe for each tier.</li>
          <li>Add a recurring monthly price to each product.</li>
          <li>
            Copy the price ID (it starts with <code className="font-mono text-xs">price_</code>).
          </li>
          <li>Paste it into the tier's Stripe price ID above and click Save Changes.</li>
        </ol>
      </CardContent>
    </Card>
  );
}
