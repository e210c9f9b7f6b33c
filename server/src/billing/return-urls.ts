/** Built on the server from APP_URL only, so no caller can send the browser somewhere else. */
export function returnUrls(appUrl: string) {
  return {
    successUrl: `${appUrl}/dashboard?payment=success`,
    cancelUrl: `${appUrl}/dashboard?payment=cancelled`,
    portalReturnUrl: `${appUrl}/subscription`,
  };
}
