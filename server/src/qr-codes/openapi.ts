import { ZCreateQrCodeRequest, ZQrCode, ZQrCodeList } from '@regulars/contracts';
import type { z } from 'zod';

type TQrCodeOperation = {
  method: 'get' | 'post' | 'delete';
  path: string;
  summary: string;
  tag: string;
  auth: 'session';
  body?: z.ZodType;
  response?: z.ZodType;
  status?: number;
};

export const QR_CODE_OPERATIONS: TQrCodeOperation[] = [
  {
    method: 'get',
    path: '/api/qr-codes',
    summary: "The business's sign-up QR codes, newest first, with scan and sign-up counts",
    tag: 'QR codes',
    auth: 'session',
    response: ZQrCodeList,
  },
  {
    method: 'post',
    path: '/api/qr-codes',
    summary: 'Generate a QR code (optional location name and custom http/https URL)',
    tag: 'QR codes',
    auth: 'session',
    body: ZCreateQrCodeRequest,
    response: ZQrCode,
    status: 201,
  },
  {
    method: 'delete',
    path: '/api/qr-codes/{id}',
    summary: 'Delete a QR code; its sign-up link stops working',
    tag: 'QR codes',
    auth: 'session',
    status: 204,
  },
];
