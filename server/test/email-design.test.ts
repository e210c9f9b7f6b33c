import { EMAIL_DESIGN_MESSAGES, TEMPLATE_MESSAGES } from '@regulars/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessLogos, campaigns, emailTemplates, outboxMessages } from '../src/db/schema/index.ts';
import { seedCustomers, setPostalAddress } from './campaign-seed.ts';
import { eventually, newBusiness, startTestApp, type TTestApp } from './harness.ts';

let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.stop());

const design = {
  color: '#0F766E',
  blocks: [
    { type: 'heading', text: 'Hello {firstName} <script>alert(1)</script>' },
    { type: 'text', text: 'Double stamps all week.\nSee you soon!' },
    { type: 'image', src: 'https://cdn.example/latte.jpg', alt: 'A latte' },
    { type: 'button', label: 'See the menu', href: 'https://beanthere.example/menu?a=1&b=2' },
    { type: 'divider' },
  ],
};
const template = { name: 'Spring news', triggerType: 'custom', subject: 'Spring at {business_name}' };

describe('email templates from the visual editor', () => {
  it('renders the blocks into the body on the server, keeps the design, and opens it again', async () => {
    const { client: c, businessId } = await newBusiness(t);
    const created = await c.post('/api/email-templates', { ...template, body: '', design });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const body = created.body.body as string;
    expect(created.body.design).toEqual({ version: 1, color: '#0f766e', showLogo: true, blocks: design.blocks });
    // The blocks in order, the typed markup escaped, the colour on the heading and the button.
    expect(body).toContain('Hello {firstName} &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(body).not.toContain('<script');
    expect(body.indexOf('Double stamps all week.<br />See you soon!')).toBeGreaterThan(body.indexOf('Hello'));
    expect(body).toContain('src="https://cdn.example/latte.jpg"');
    expect(body).toMatch(/<a href="https:\/\/beanthere\.example\/menu\?a=1&amp;b=2"[^>]*background:#0f766e/);
    expect(body).toContain('border-top:solid 2px #0f766e');
    // Responsive: a fluid column of at most 600 px.
    expect(body).toContain('max-width:600px');

    const [row] = await t.db.select().from(emailTemplates).where(eq(emailTemplates.id, created.body.id));
    expect(row).toMatchObject({ businessId, body, design: created.body.design });
    const list = await c.get('/api/email-templates');
    expect(list.body.templates[0]).toMatchObject({ id: created.body.id, design: created.body.design });
  });

  it('refuses a broken block in plain words and saves nothing', async () => {
    const { client: c, businessId } = await newBusiness(t);
    const cases: [unknown, string][] = [
      [{ type: 'button', label: 'Go', href: 'javascript:alert(1)' }, EMAIL_DESIGN_MESSAGES.buttonUrl],
      [{ type: 'image', src: 'http://cdn.example/a.jpg', alt: '' }, EMAIL_DESIGN_MESSAGES.imageUrl],
      [{ type: 'heading', text: '   ' }, EMAIL_DESIGN_MESSAGES.headingRequired],
      [{ type: 'button', label: '', href: 'https://x.example' }, EMAIL_DESIGN_MESSAGES.buttonLabel],
    ];
    for (const [block, message] of cases) {
      const res = await c.post('/api/email-templates', { ...template, design: { color: '#000000', blocks: [block] } });
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe(message);
    }
    const empty = await c.post('/api/email-templates', { ...template, design: { color: '#000000', blocks: [] } });
    expect(empty.body.error.message).toBe(EMAIL_DESIGN_MESSAGES.noBlocks);
    const badColor = await c.post('/api/email-templates', { ...template, design: { ...design, color: 'teal' } });
    expect(badColor.body.error.message).toBe('Choose a colour such as #4f46e5');
    const neither = await c.post('/api/email-templates', { ...template, body: '  ', design: null });
    expect(neither.body.error.message).toBe(TEMPLATE_MESSAGES.emailRequired);
    expect(await t.db.select().from(emailTemplates).where(eq(emailTemplates.businessId, businessId))).toEqual([]);
  });

  it('drops the design when the owner switches to HTML, and never edits another business’s template', async () => {
    const { client: c } = await newBusiness(t);
    const { client: other } = await newBusiness(t);
    const created = await c.post('/api/email-templates', { ...template, design });
    const id = created.body.id as string;
    const html = await c.put(`/api/email-templates/${id}`, {
      ...template,
      body: '<p>Now <b>HTML</b></p>',
      design: null,
    });
    expect(html.status).toBe(200);
    expect(html.body).toMatchObject({ body: '<p>Now <b>HTML</b></p>', design: null });
    const theirs = await other.put(`/api/email-templates/${id}`, { ...template, design });
    expect(theirs.status).toBe(404);
    const [row] = await t.db.select().from(emailTemplates).where(eq(emailTemplates.id, id));
    expect(row).toMatchObject({ body: '<p>Now <b>HTML</b></p>', design: null });
  });
});

describe('the preview and the logo', () => {
  // Emails carry images over https only: the logo needs the server's public https address.
  let https: TTestApp;
  beforeAll(async () => {
    https = await startTestApp({ APP_URL: 'https://regulars.example' });
  });
  afterAll(() => https?.stop());

  it('previews exactly what saving renders, with the business’s own logo only when shown', async () => {
    const { client: c, businessId } = await newBusiness(https, { companyName: 'Bean There' });
    const { client: other } = await newBusiness(https);
    await https.db.insert(businessLogos).values({
      businessId,
      contentType: 'image/png',
      bytes: Buffer.from('x'),
      contentHash: 'x',
      width: 400,
      height: 100,
      version: 3,
    });

    const preview = await c.post('/api/email-designs/preview', { design });
    expect(preview.status).toBe(200);
    const logo = `src="https://regulars.example/api/logos/${encodeURIComponent(businessId)}/3"`;
    expect(preview.body.html).toContain(logo);
    expect(preview.body.html).toContain('alt="Bean There"');
    // 400 × 100 drawn at most 160 wide and 64 high: 160 × 40.
    expect(preview.body.html).toContain('width="160"');
    const saved = await c.post('/api/email-templates', { ...template, design });
    expect(saved.body.body).toBe(preview.body.html);

    const hidden = await c.post('/api/email-designs/preview', { design: { ...design, showLogo: false } });
    expect(hidden.body.html).not.toContain('/api/logos/');
    const theirs = await other.post('/api/email-designs/preview', { design });
    expect(theirs.status).toBe(200);
    expect(theirs.body.html).not.toContain('/api/logos/');
    const bad = await c.post('/api/email-designs/preview', { design: { ...design, blocks: [] } });
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe(EMAIL_DESIGN_MESSAGES.noBlocks);
  });

  it('leaves the logo out of emails from a server reached over plain http', async () => {
    const { client: c, businessId } = await newBusiness(t);
    await t.db.insert(businessLogos).values({
      businessId,
      contentType: 'image/png',
      bytes: Buffer.from('x'),
      contentHash: 'x',
      width: 10,
      height: 10,
    });
    const preview = await c.post('/api/email-designs/preview', { design });
    expect(preview.body.html).not.toContain('<img alt="" style');
    expect(preview.body.html).not.toContain('/api/logos/');
  });
});

describe('campaigns from the visual editor', () => {
  it('sends the rendered design with tracked links in both parts and each customer’s name escaped', async () => {
    const { client: c, businessId } = await newBusiness(t, { companyName: 'Bean There' });
    const { client: other } = await newBusiness(t);
    await seedCustomers(t, businessId, [{ firstName: '<i>Ana</i>' }]);
    await setPostalAddress(t, businessId);
    const created = await c.post('/api/campaigns', { name: 'Spring', type: 'email' });
    const id = created.body.id as string;
    const saved = await c.put(`/api/campaigns/${id}`, { name: 'Spring', subject: 'Spring', body: '', design });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.design.blocks).toHaveLength(5);
    expect(saved.body.body).toContain('See the menu');

    const theirs = await other.put(`/api/campaigns/${id}`, { name: 'Hijack', subject: 'x', design });
    expect(theirs.status).toBe(404);
    const [row] = await t.db.select().from(campaigns).where(eq(campaigns.id, id));
    expect(row).toMatchObject({ name: 'Spring', links: [] });

    expect((await c.post(`/api/campaigns/${id}/send`, {})).status).toBe(200);
    const message = await eventually(async () => {
      const [m] = await t.db.select().from(outboxMessages).where(eq(outboxMessages.businessId, businessId));
      return m ?? null;
    }, 30_000);
    expect(message.html).toContain('Hello &lt;i&gt;Ana&lt;/i&gt;');
    expect(message.html).not.toContain('https://beanthere.example');
    expect(message.html).toMatch(/<a href="http:\/\/localhost:3000\/r\/beanthere\.example\/[\w-]+\.[\w-]+"/);
    expect(message.text).toMatch(/See the menu \(http:\/\/localhost:3000\/r\/beanthere\.example\/[\w-]+\.[\w-]+\)/);
    expect(message.text).toContain('Double stamps all week.\nSee you soon!');
  });
});
