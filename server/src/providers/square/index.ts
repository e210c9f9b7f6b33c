/** Square's API (till connections, issue 50): the tills domain imports it from here. */
export {
  ensureSquareSubscription,
  exchangeSquareCode,
  refreshSquareToken,
  revokeSquareToken,
  SQUARE_SCOPES,
  SquareApiError,
  squareAuthorizeUrl,
  squareSeller,
  type TSquarePayment,
  type TSquareSeller,
  type TSquareTokens,
  verifySquareSignature,
} from './square-api.ts';
