import type { ScanRequester } from '@app/common';
import { http } from '../../app/request';

/** The approving side of scan login (SPEC §2.4): the signed-in user who opened a QR code's link. */

const path = (ticket: string, action: 'Scan' | 'Confirm' | 'Cancel') =>
  `/api/oauth/ScanLogin/${encodeURIComponent(ticket)}/${action}`;

// Silent: the page shows a refusal (expired, used, another user's) in place of the request.
export const scanTicket = (ticket: string) =>
  http.post<ScanRequester>(path(ticket, 'Scan'), undefined, { silent: true });
export const confirmTicket = (ticket: string) =>
  http.post<null>(path(ticket, 'Confirm'), undefined, { silent: true });
export const cancelTicket = (ticket: string) =>
  http.post<null>(path(ticket, 'Cancel'), undefined, { silent: true });
