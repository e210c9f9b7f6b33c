import {
  TEMPLATE_MESSAGES,
  ZEmailDesignPreview,
  ZEmailDesignPreviewRequest,
  ZEmailTemplate,
  ZEmailTemplateInput,
  ZEmailTemplateList,
  ZSetTemplateActive,
  ZSmsTemplate,
  ZSmsTemplateInput,
  ZSmsTemplateList,
} from '@regulars/contracts';
import { Hono } from 'hono';
import type { TAppEnv } from '../platform/context.ts';
import { routeDoc } from '../platform/route-doc.ts';
import { requireBusiness } from '../platform/session.ts';
import { uuidParam } from '../platform/uuid-param.ts';
import { validate } from '../platform/validate.ts';
import { createEmailTemplate } from './create-email-template.ts';
import { createSmsTemplate } from './create-sms-template.ts';
import { listEmailTemplates, listSmsTemplates } from './list-templates.ts';
import { previewEmailDesign } from './preview-email-design.ts';
import { setEmailTemplateActive, setSmsTemplateActive } from './set-template-active.ts';
import { updateEmailTemplate } from './update-email-template.ts';
import { updateSmsTemplate } from './update-sms-template.ts';

const tag = 'Templates';
const auth = 'session';
const notFound = TEMPLATE_MESSAGES.notFound;

/** /api/sms-templates and /api/email-templates: the business's message templates, every query scoped by it. */
export const templateRoutes = new Hono<TAppEnv>()
  .use('/sms-templates/*', requireBusiness)
  .use('/email-templates/*', requireBusiness)
  .use('/email-designs/*', requireBusiness)
  .post(
    '/email-designs/preview',
    routeDoc({
      tag,
      auth,
      summary: "Render a visual editor's design as the email's HTML, as saving it would (nothing is saved)",
      response: ZEmailDesignPreview,
    }),
    validate('json', ZEmailDesignPreviewRequest),
    async (c) =>
      c.json({
        html: await previewEmailDesign({
          db: c.var.deps.db,
          appUrl: c.var.deps.config.appUrl,
          businessId: c.var.businessId,
          design: c.req.valid('json').design,
        }),
      }),
  )
  .get(
    '/sms-templates',
    routeDoc({
      tag,
      auth,
      summary: "The business's SMS templates, active or not, newest first",
      response: ZSmsTemplateList,
    }),
    async (c) => c.json({ templates: await listSmsTemplates({ db: c.var.deps.db, businessId: c.var.businessId }) }),
  )
  .post(
    '/sms-templates',
    routeDoc({ tag, auth, summary: 'Create an SMS template (active)', response: ZSmsTemplate, status: 201 }),
    validate('json', ZSmsTemplateInput),
    async (c) => {
      const template = await createSmsTemplate({
        db: c.var.deps.db,
        businessId: c.var.businessId,
        input: c.req.valid('json'),
      });
      return c.json(template, 201);
    },
  )
  .put(
    '/sms-templates/:id',
    routeDoc({ tag, auth, summary: "Change an SMS template's name, trigger and message", response: ZSmsTemplate }),
    validate('json', ZSmsTemplateInput),
    async (c) =>
      c.json(
        await updateSmsTemplate({
          db: c.var.deps.db,
          businessId: c.var.businessId,
          templateId: uuidParam(c, notFound),
          input: c.req.valid('json'),
        }),
      ),
  )
  .patch(
    '/sms-templates/:id/active',
    routeDoc({ tag, auth, summary: 'Activate or deactivate an SMS template', response: ZSmsTemplate }),
    validate('json', ZSetTemplateActive),
    async (c) =>
      c.json(
        await setSmsTemplateActive({
          db: c.var.deps.db,
          businessId: c.var.businessId,
          templateId: uuidParam(c, notFound),
          active: c.req.valid('json').active,
        }),
      ),
  )
  .get(
    '/email-templates',
    routeDoc({
      tag,
      auth,
      summary: "The business's email templates, active or not, newest first",
      response: ZEmailTemplateList,
    }),
    async (c) => c.json({ templates: await listEmailTemplates({ db: c.var.deps.db, businessId: c.var.businessId }) }),
  )
  .post(
    '/email-templates',
    routeDoc({
      tag,
      auth,
      summary: 'Create an email template (active); an HTML body is stored sanitised',
      response: ZEmailTemplate,
      status: 201,
    }),
    validate('json', ZEmailTemplateInput),
    async (c) => {
      const template = await createEmailTemplate({
        db: c.var.deps.db,
        appUrl: c.var.deps.config.appUrl,
        businessId: c.var.businessId,
        input: c.req.valid('json'),
      });
      return c.json(template, 201);
    },
  )
  .put(
    '/email-templates/:id',
    routeDoc({
      tag,
      auth,
      summary: "Change an email template's name, trigger, subject and body (HTML stored sanitised)",
      response: ZEmailTemplate,
    }),
    validate('json', ZEmailTemplateInput),
    async (c) =>
      c.json(
        await updateEmailTemplate({
          db: c.var.deps.db,
          appUrl: c.var.deps.config.appUrl,
          businessId: c.var.businessId,
          templateId: uuidParam(c, notFound),
          input: c.req.valid('json'),
        }),
      ),
  )
  .patch(
    '/email-templates/:id/active',
    routeDoc({ tag, auth, summary: 'Activate or deactivate an email template', response: ZEmailTemplate }),
    validate('json', ZSetTemplateActive),
    async (c) =>
      c.json(
        await setEmailTemplateActive({
          db: c.var.deps.db,
          businessId: c.var.businessId,
          templateId: uuidParam(c, notFound),
          active: c.req.valid('json').active,
        }),
      ),
  );
