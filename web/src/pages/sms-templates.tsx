import { TemplatesScreen } from '../features/messaging/index.ts';

export function SmsTemplatesPage() {
  return <TemplatesScreen channel="sms" />;
}
