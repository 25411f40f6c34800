import {
  activeRolesAt,
  BILLING_RECORD_RULES,
  canPayByCard,
  canViewBilling,
  billingEndpoints as ep,
  isTeloUser,
  PAYMENT_TYPES,
  type SessionUser,
  schoolsOf,
  seesSomeBilling,
} from '@exchange/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config.js';
import type { Db } from '../../db/client.js';
import { sendKeptList } from '../../platform/kept-lists/kept-answers.js';
import type { PaymentGateway } from '../../platform/payments/payment-gateway.js';
import { registerEndpoint } from '../../plugins/endpoints.js';
import { forbidden } from '../../plugins/errors.js';
import { requireStaff, requireTeAdmin } from '../../plugins/policy.js';
import { type AccessRule, idParam } from '../../plugins/route-guards.js';
import * as service from './billing-service.js';
import { payByCard } from './card-payment-service.js';
import { listFeeTypes } from './fee-types-service.js';
import { emailDocument, renderDocument } from './invoice-documents.js';
import { findInvoiceSchoolId } from './invoices-repo.js';
import { generateMembershipDuesInvoices, previewMembershipDuesInvoices } from './membership-dues-service.js';
import { generateParticipationInvoices, previewParticipationInvoices } from './participation-service.js';

/** A school user who may pay by card at some school (an unknown invoice is then answered 404). */
function paysSomewhere(user: SessionUser): boolean {
  return isTeloUser(user) && schoolsOf(user.userRole).some((s) => canPayByCard(user, s.id));
}

/** The access rules over the stored invoice the path names (open-points 17), decided before the input. */
function billingRecordRules(db: Db): Record<string, AccessRule> {
  const atInvoiceSchool =
    (
      param: string,
      may: (user: SessionUser, schoolId: number) => boolean,
      somewhere: (u: SessionUser) => boolean,
    ) =>
    async (request: FastifyRequest) => {
      const { user } = requireStaff(request);
      const invoiceId = idParam(request, param);
      const schoolId = invoiceId === null ? undefined : await findInvoiceSchoolId(db, invoiceId);
      if (schoolId === undefined ? !somewhere(user) : !may(user, schoolId)) throw forbidden();
    };
  const views = (user: SessionUser, schoolId: number) => canViewBilling(activeRolesAt(user, schoolId));
  return {
    [BILLING_RECORD_RULES.invoiceReader]: atInvoiceSchool('id', views, seesSomeBilling),
    [BILLING_RECORD_RULES.cardPayer]: atInvoiceSchool('invoiceId', canPayByCard, paysSomewhere),
  };
}

/** The billing calls of 3-billing §7, registered from their contracts. */
export async function billingRoutes(
  app: FastifyInstance,
  opts: { db: Db; config: AppConfig; gateway: PaymentGateway },
) {
  const { db, config, gateway } = opts;
  const records = billingRecordRules(db);

  registerEndpoint(
    app,
    ep.listInvoices,
    async (request, reply) =>
      sendKeptList(
        request,
        reply,
        await service.listForReader(db, requireStaff(request).user, request.query.schoolid ?? null),
      ),
    { records },
  );
  registerEndpoint(
    app,
    ep.getInvoice,
    async (request) => service.getInvoiceDetail(db, requireStaff(request).user, request.params.id),
    { records },
  );
  registerEndpoint(
    app,
    ep.listInvoiceLines,
    async (request) => service.getInvoiceLines(db, request.params.id),
    {
      records,
    },
  );
  registerEndpoint(
    app,
    ep.listInvoicePayments,
    async (request) => service.getInvoicePayments(db, request.params.id),
    {
      records,
    },
  );
  registerEndpoint(
    app,
    ep.downloadInvoicePdf,
    async (request, reply) => {
      const doc = await renderDocument(
        db,
        config,
        requireStaff(request).user,
        request.params.id,
        request.query.type,
      );
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${doc.fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(doc.pdf);
    },
    { records },
  );
  registerEndpoint(
    app,
    ep.addInvoicePayment,
    async (request) =>
      service.addPayment(db, config, requireStaff(request), request.params.invoiceId, request.body),
    { records },
  );
  registerEndpoint(
    app,
    ep.addFee,
    async (request) => service.addFee(db, config, requireStaff(request), request.body),
    {
      records,
    },
  );
  registerEndpoint(app, ep.listFeeTypes, async () => listFeeTypes(db));
  registerEndpoint(app, ep.listPaymentTypes, async () =>
    PAYMENT_TYPES.map(({ id, paymentType }) => ({ id, paymentType })),
  );
  registerEndpoint(app, ep.getPaymentGateway, async () => gateway.browserConfig());
  registerEndpoint(
    app,
    ep.payInvoiceByCard,
    async (request) =>
      payByCard(
        db,
        config,
        gateway,
        requireStaff(request),
        request.params.invoiceId,
        request.body,
        request.log,
      ),
    { records },
  );
  registerEndpoint(
    app,
    ep.emailInvoice,
    async (request) =>
      emailDocument(
        db,
        config,
        requireStaff(request).user,
        request.params.id,
        request.query.emailtype,
        request.query.email,
      ),
    { records },
  );
  registerEndpoint(app, ep.previewParticipationInvoices, async (request) => {
    requireTeAdmin(request, 'read');
    return previewParticipationInvoices(db, request.params.aidYearId);
  });
  registerEndpoint(app, ep.generateParticipationInvoices, async (request) => {
    const actor = requireTeAdmin(request, 'write');
    return generateParticipationInvoices(db, config, actor.user, request.params.aidYearId);
  });
  registerEndpoint(app, ep.previewMembershipDuesInvoices, async (request) => {
    requireTeAdmin(request, 'read');
    return previewMembershipDuesInvoices(db, config, request.params.aidYearId);
  });
  registerEndpoint(app, ep.generateMembershipDuesInvoices, async (request) => {
    const actor = requireTeAdmin(request, 'write');
    return generateMembershipDuesInvoices(db, config, actor.user, request.params.aidYearId);
  });
}
