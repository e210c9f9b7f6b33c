import { ADMIN_CONFIG_MESSAGES } from '@regulars/contracts';
import { Mail, MessageSquare } from 'lucide-react';
import { Alert } from '../../components/ui/alert.tsx';
import { Card, CardContent } from '../../components/ui/card.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs.tsx';
import { EmailTestForm, SmsTestForm } from '../../features/admin/index.ts';

export function AdminTestCommunicationsPage() {
  return (
    <div className="space-y-6">
      <PageHeader
        title="Test Communications"
        description="Send a test email or SMS through the platform's providers to check delivery."
      />
      <Alert tone="info">{ADMIN_CONFIG_MESSAGES.limitsNote}</Alert>
      <Tabs defaultValue="email">
        <TabsList className="w-full sm:w-auto">
          <TabsTrigger value="email" className="flex-1 gap-2 sm:flex-none">
            <Mail className="size-4" aria-hidden />
            Email Testing
          </TabsTrigger>
          <TabsTrigger value="sms" className="flex-1 gap-2 sm:flex-none">
            <MessageSquare className="size-4" aria-hidden />
            SMS Testing
          </TabsTrigger>
        </TabsList>
        <TabsContent value="email">
          <Card className="max-w-3xl">
            <CardContent>
              <EmailTestForm />
            </CardContent>
          </Card>
        </TabsContent>
        <TabsContent value="sms">
          <Card className="max-w-3xl">
            <CardContent>
              <SmsTestForm />
            </CardContent>
          </Card>
        </TabsContent>
      </Tabs>
    </div>
  );
}
