import { PATTERNS } from '@app/common';

// The named rules of SPEC §5, worded once in common/ for the web form and the server alike.
// Spread into messages.ts.
export const patternMessages = {
  'pattern.mobile': PATTERNS.mobile.message,
  'pattern.email': PATTERNS.email.message,
  'pattern.idCard': PATTERNS.idCard.message,
  'pattern.fullName': PATTERNS.fullName.message,
  'pattern.enCode': PATTERNS.enCode.message,
  'validation.duplicate': {
    zh: '{field}已存在',
    en: '{field} is already in use',
    zhtw: '{field}已存在',
  },
  'pattern.userAccount': PATTERNS.userAccount.message,
} as const;
