import {
  ZCreateCustomer,
  ZCustomer,
  ZCustomerList,
  ZDashboardStats,
  ZImportPreflight,
  ZImportPreflightResponse,
  ZImportRequest,
  ZImportResponse,
} from '@regulars/contracts';
import { z } from 'zod';

type TCustomerOperation = {
  method: 'get' | 'post';
  path: string;
  summary: string;
  tag: string;
  auth: 'session';
  body?: z.ZodType;
  response?: z.ZodType;
  status?: number;
};

export const CUSTOMER_OPERATIONS: TCustomerOperation[] = [
  {
    method: 'get',
    path: '/api/dashboard/stats',
    summary: 'The six dashboard numbers of the business',
    tag: 'Dashboard',
    auth: 'session',
    response: ZDashboardStats,
  },
  {
    method: 'get',
    path: '/api/customers',
    summary: 'A page of customers, newest first; ?search= matches name, email, phone or customer ID; ?page=&limit=',
    tag: 'Customers',
    auth: 'session',
    response: ZCustomerList,
  },
  {
    method: 'post',
    path: '/api/customers',
    summary: 'Add a customer (all fields optional; 409 on a duplicate phone/email, 403 PLAN_LIMIT at max_customers)',
    tag: 'Customers',
    auth: 'session',
    body: ZCreateCustomer,
    response: z.object({ customer: ZCustomer }),
    status: 201,
  },
  {
    method: 'get',
    path: '/api/customers/{id}',
    summary: 'One customer of the business (404 for any other id)',
    tag: 'Customers',
    auth: 'session',
    response: z.object({ customer: ZCustomer }),
  },
  {
    method: 'post',
    path: '/api/customers/import/preflight',
    summary: 'Whether a file of N valid rows fits the plan (403 PLAN_LIMIT with the current count and the limit)',
    tag: 'Customers',
    auth: 'session',
    body: ZImportPreflight,
    response: ZImportPreflightResponse,
  },
  {
    method: 'post',
    path: '/api/customers/import',
    summary: 'Import up to 1000 CSV rows in batches of 50 (each its own transaction); per-row results',
    tag: 'Customers',
    auth: 'session',
    body: ZImportRequest,
    response: ZImportResponse,
  },
];
