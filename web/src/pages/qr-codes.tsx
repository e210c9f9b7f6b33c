import { QrCodesScreen } from '../features/qr-codes/index.ts';

export function QrCodesPage() {
  return <QrCodesScreen />;
}
