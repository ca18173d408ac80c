import type { Shape } from '../../../i18n/shape';
import type zhBillRule from './bill-rule.zh.texts';

const enBillRule: Shape<typeof zhBillRule> = {
  billRule: {
    fullName: 'Business name',
    enCode: 'Business code',
    prefix: 'Prefix',
    dateFormat: 'Date format',
    digit: 'Digits',
    startNumber: 'Start number',
    example: 'Example',
    outputNumber: 'Current number',
    state: 'Status',
    keyword: 'Business name or code',
    add: 'New numbering rule',
    editTitle: 'Edit numbering rule',
    export: 'Export',
    empty: 'No numbering rules yet',
    notIssued: 'None issued',
    exampleTitle: 'The first number will be {{example}}',
    saveSuccess: 'Saved',
    stateChanged: 'Status updated',
    prefixPlaceholder: 'e.g. PO (optional)',
    prefixRule: 'Letters, digits and - _ / . # only, at most 20 characters',
    digitRequired: 'Enter the number of digits',
    digitHint:
      'Width of the serial ({{min}}-{{max}}), padded with leading zeros; no number is issued once the serial outgrows it',
    startRequired: 'Enter the start number',
    startDigits: 'Digits only',
    startTooLong: 'The start number has more digits than the rule allows ({{digit}})',
    exampleHint: 'The first number issued today: prefix + date + start number padded to the digits',
    numberAction: 'Numbers',
    numberTitle: 'Numbers of {{name}}',
    nextNumber: 'Next number',
    issueOne: 'Issue one number',
    issued: 'Just issued',
    exhausted: 'The serial is used up: no more numbers',
    previewHint:
      'The next number is only a preview: looking does not use it up. Issue one number takes it, as a form would.',
    close: 'Close',
    issuedHint:
      'This rule has issued numbers (current number {{number}}); after a change numbering continues from there.',
    formats: {
      yyyyMMdd: 'yyyyMMdd (restarts every day)',
      yyyyMM: 'yyyyMM (restarts every month)',
      yyyy: 'yyyy (restarts every year)',
      no: 'No date (never restarts)',
      none: 'None',
    },
  },
};

export default enBillRule;
