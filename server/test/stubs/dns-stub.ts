import dgram from 'node:dgram';
import type { AddressInfo } from 'node:net';
import dnsPacket from 'dns-packet';

/**
 * A local DNS server (UDP) answering TXT questions from `records` (name → texts) and NXDOMAIN for the rest, as an
 * owner's DNS host does before and after they create the record; SERVFAIL for `failing` names (a DNS host in
 * trouble). The app reaches it through DNS_SERVERS=127.0.0.1:<port>: any free port, or `port` when the app was told
 * it before the stub starts (the journeys' server, e2e/server-env.ts).
 */
export async function startDnsStub({ port: wanted = 0 }: { port?: number } = {}) {
  const records = new Map<string, string[]>();
  const failing = new Set<string>();
  const asked: string[] = [];
  const socket = dgram.createSocket('udp4');
  socket.on('message', (message, from) => {
    const query = dnsPacket.decode(message);
    const question = query.questions?.[0];
    if (!question) return;
    const name = question.name.toLowerCase();
    asked.push(name);
    const texts = question.type === 'TXT' ? records.get(name) : undefined;
    const answer = dnsPacket.encode({
      type: 'response',
      id: query.id,
      flags: dnsPacket.RECURSION_DESIRED | dnsPacket.RECURSION_AVAILABLE | (failing.has(name) ? 2 : texts ? 0 : 3),
      questions: [question],
      answers: (texts ?? []).map((text) => ({ type: 'TXT' as const, name: question.name, ttl: 60, data: text })),
    });
    socket.send(answer, from.port, from.address);
  });
  await new Promise<void>((resolve) => socket.bind(wanted, '127.0.0.1', resolve));
  const { port } = socket.address() as AddressInfo;
  return {
    server: `127.0.0.1:${port}`,
    records,
    failing,
    asked,
    stop: () => new Promise<void>((resolve) => socket.close(() => resolve())),
  };
}
