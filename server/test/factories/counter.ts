import { client, type TClient, type TTestApp } from '../harness.ts';

/**
 * The admin sets up a counter device in their browser; the device is another browser holding only that cookie.
 * Throws with the response on failure.
 */
export async function newCounterDevice(
  t: TTestApp,
  admin: TClient,
  input: { name: string; locationId?: string | null },
): Promise<{ device: TClient; id: string }> {
  const res = await admin.post('/api/counter/devices', input);
  if (res.status !== 201) throw new Error(`device setup failed: ${res.status} ${JSON.stringify(res.body)}`);
  const token = admin.cookies.get('regulars_counter');
  if (!token) throw new Error('no device cookie was set');
  admin.cookies.delete('regulars_counter');
  const device = client(t.app, { origin: new URL(t.deps.config.appUrl).origin });
  device.cookies.set('regulars_counter', token);
  return { device, id: res.body.device.id as string };
}
