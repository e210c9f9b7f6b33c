/** How the browser reaches a passkey, as stored ('internal,hybrid') and as WebAuthn lists it. */
export function transportsOf(stored: string): string[] | undefined {
  return stored ? stored.split(',') : undefined;
}
