import {
  DEFAULT_UPLOAD_LIMIT,
  isWithinSizeLimit,
  type Lang,
  PATTERNS,
  type PatternName,
  PROFILE_FIELDS,
  type Profile,
  type ProfileFields,
  profileValue,
} from '@app/common';
import dayjs, { type Dayjs } from 'dayjs';

/** Avatars: raster images only (the server refuses SVG), strictly under 2 MB (SPEC §5). */
export const AVATAR_LIMIT = DEFAULT_UPLOAD_LIMIT;
export const AVATAR_ACCEPT = 'image/png,image/jpeg,image/gif,image/webp,image/bmp';
const AVATAR_TYPES = new Set(AVATAR_ACCEPT.split(','));

export type AvatarProblem = 'notImage' | 'tooLarge' | null;

/** Why a chosen file cannot be an avatar, before anything is sent. */
export function avatarProblem(file: { type: string; size: number }): AvatarProblem {
  if (!AVATAR_TYPES.has(file.type)) return 'notImage';
  if (!isWithinSizeLimit(file.size, AVATAR_LIMIT.size, AVATAR_LIMIT.unit)) return 'tooLarge';
  return null;
}

/** Null when an optional value is empty or follows the named rule of SPEC §5, else the rule's message. */
export function patternProblem(name: PatternName, value: unknown, lang: Lang): string | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  const rule = PATTERNS[name];
  return rule.test(value.trim()) ? null : rule.message[lang];
}

/** The profile form's values: dates as dayjs, everything else as the API has it. */
export type ProfileFormValues = Omit<ProfileFields, 'birthday' | 'entryDate'> & {
  birthday: Dayjs | null;
  entryDate: Dayjs | null;
};

const FIELDS: readonly (keyof ProfileFields)[] = PROFILE_FIELDS;

export function formValuesOf(profile: Profile): ProfileFormValues {
  const values = {} as Record<string, unknown>;
  for (const field of FIELDS) values[field] = profile[field] ?? null;
  values.birthday = profile.birthday == null ? null : dayjs(profile.birthday);
  values.entryDate = profile.entryDate == null ? null : dayjs(profile.entryDate);
  return values as ProfileFormValues;
}

/** What PUT BaseInfo receives: trimmed text, empty as null, dates as the local midnight of the day. */
export function fieldsOf(values: ProfileFormValues): ProfileFields {
  const fields = {} as Record<string, unknown>;
  for (const field of FIELDS) {
    fields[field] = profileValue((values as Record<string, unknown>)[field]);
  }
  fields.realName = values.realName?.trim() ?? '';
  fields.birthday = values.birthday ? values.birthday.startOf('day').valueOf() : null;
  fields.entryDate = values.entryDate ? values.entryDate.startOf('day').valueOf() : null;
  return fields as unknown as ProfileFields;
}
