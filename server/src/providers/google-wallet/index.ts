/**
 * Google's Wallet API (a service account's OAuth token, RS256-signed save links). Used only where Google Wallet is
 * set up (GOOGLE_WALLET_*): without it no save link is offered. Tests talk to a local stub
 * (test/stubs/google-wallet-stub.ts) through GOOGLE_WALLET_API_BASE and the service account's token_uri.
 */
export { callWalletApi, failIfTransient, signAsServiceAccount, type TGoogleAnswer } from './google-wallet-api.ts';
