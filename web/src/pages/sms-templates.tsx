import { TemplatesScreen } from '../features/messaging/templates/templates-screen.tsx';

export function SmsTemplatesPage() {
  return <TemplatesScreen channel="sms" />;
}
