/**
 * Built on the server only, so no caller can send the browser somewhere else: from APP_URL for a provider on another
 * host (Stripe), relative for the built-in test pages (`base` ''), which then never switch the browser's host.
 */
export function returnUrls(base: string) {
  return {
    successUrl: `${base}/dashboard?payment=success`,
    cancelUrl: `${base}/dashboard?payment=cancelled`,
    portalReturnUrl: `${base}/subscription`,
  };
}
