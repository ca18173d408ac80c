/**
 * The personal centre's field rules (SPEC §7.7), shared by the server that enforces them and the web
 * form that checks them before sending.
 */
import { PATTERNS } from './patterns';

/** Identity papers the profile form offers, as codes; each side shows them in the reader's language. */
export const CERTIFICATE_TYPES = [
  'idCard',
  'passport',
  'officer',
  'hkMacauPass',
  'taiwanPass',
  'other',
] as const;
export type CertificateType = (typeof CERTIFICATE_TYPES)[number];

export const EDUCATIONS = ['doctor', 'master', 'bachelor', 'college', 'highSchool', 'other'] as const;
export type Education = (typeof EDUCATIONS)[number];

/** The fields a user edits on their own profile, in form order; account, organisation, positions and roles are not among them. */
export const PROFILE_FIELDS = [
  'realName',
  'nickName',
  'gender',
  'birthday',
  'mobilePhone',
  'telePhone',
  'landline',
  'email',
  'nation',
  'nativePlace',
  'entryDate',
  'certificatesType',
  'certificatesNumber',
  'education',
  'urgentContacts',
  'urgentTelePhone',
  'postalAddress',
  'signature',
  'description',
] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];

/** The longest value each free-text profile field keeps, in characters. */
export const PROFILE_TEXT_LIMITS = {
  realName: 50,
  nickName: 50,
  mobilePhone: 20,
  telePhone: 20,
  landline: 20,
  email: 100,
  nation: 50,
  nativePlace: 100,
  certificatesNumber: 50,
  urgentContacts: 50,
  urgentTelePhone: 20,
  postalAddress: 200,
  signature: 500,
  description: 500,
} as const satisfies Partial<Record<ProfileField, number>>;

/** Phone numbers other than the mobile: digits with the usual separators and an optional extension. */
export const OTHER_PHONE = /^\+?[0-9(][0-9 ()-]{2,18}[0-9]$/;

/** Identity papers other than the resident ID card: letters, digits and dashes. */
export const OTHER_CERTIFICATE = /^[A-Za-z0-9-]{4,30}$/;

/** A text value as it is stored: trimmed, with an empty one as "not given"; other values as they are. */
export function profileValue(value: unknown): unknown {
  return typeof value === 'string' ? value.trim() || null : (value ?? null);
}

/**
 * Which rule a certificate number breaks under its type: 'idCard' (no type means the ID card) checks the
 * GB 11643 number, 'other' the letters-digits-dashes rule; null when it follows its rule or is empty.
 */
export function certificateProblem(
  type: string | null | undefined,
  number: string | null | undefined,
): 'idCard' | 'other' | null {
  const value = number?.trim();
  if (!value) return null;
  if (!type || type === 'idCard') return PATTERNS.idCard.test(value) ? null : 'idCard';
  return OTHER_CERTIFICATE.test(value) ? null : 'other';
}

/** True when both days are known and the entry day comes before the birthday (both epoch ms of the day). */
export function entryBeforeBirth(
  birthday: number | null | undefined,
  entryDate: number | null | undefined,
): boolean {
  return birthday != null && entryDate != null && entryDate < birthday;
}
