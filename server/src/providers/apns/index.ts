/**
 * Apple's push service for wallet passes (APNs over HTTP/2, the pass certificate as client TLS). Used only where
 * Apple Wallet is set up (APPLE_PASS_*): without it no pass exists to push, and the wallet screens say it is not set
 * up. Tests talk to a local HTTP/2 stub (test/stubs/apns-stub.ts) through APPLE_APNS_BASE and APPLE_APNS_CA.
 */
export { sendApnsPushes, type TApnsAnswer } from './apns-client.ts';
