import { resourceMessages } from '../resource/resource.messages.js';
import { schedulerMessages } from '../scheduler/scheduler.messages.js';
import { authMessages } from './auth.messages.js';
import { cacheMessages } from './cache.messages.js';
import { commonMessages } from './common.messages.js';
import { fieldLabels } from './field-labels.js';
import { fileMessages } from './file.messages.js';
import { inputHygieneMessages } from './input-hygiene.messages.js';
import { patternMessages } from './pattern.messages.js';

/** One sentence in the three product languages; placeholders are {name}. */
export interface Texts {
  zh: string;
  en: string;
  zhtw: string;
}

/** A module's sentences, key → texts (modules/<area>/<topic>.messages.ts). */
export type MessageTable = Readonly<Record<string, Texts>>;

// The platform's own sentences: the envelope, sessions, uploads, patterns, input hygiene. Zh is the
// product's own wording where the original had one.
const platformMessages = {
  ...commonMessages,
  ...authMessages,
  ...fileMessages,
  ...patternMessages,
  ...inputHygieneMessages,
  ...schedulerMessages,
  ...cacheMessages,
  ...resourceMessages,
} as const;

type PlatformKeys = keyof typeof platformMessages;

/**
 * Every key the server can answer with. Each module's messages file adds its own keys by augmenting this
 * interface (`declare module '…/platform/i18n/messages.js'`), so a key is checked at compile time wherever
 * it is used, while the platform never imports a module (docs/decisions/058-module-kernel.md).
 */
export interface MessageCatalog extends Record<PlatformKeys, Texts> {}

export type MessageKey = keyof MessageCatalog & string;

const registered = new Map<string, Texts>(Object.entries(platformMessages));
const tables = new Set<MessageTable>();

/** Makes a module's sentences answerable; buildApp() calls it for each module. A key has one owner. */
export function registerMessages(table: MessageTable): void {
  if (tables.has(table)) return;
  for (const key of Object.keys(table)) {
    if (registered.has(key)) throw new Error(`message ${key} is declared twice`);
  }
  for (const [key, texts] of Object.entries(table)) registered.set(key, texts);
  tables.add(table);
}

/** The texts of a key; a key no module registered is a programming error, named in the answer. */
export function textsOf(key: MessageKey): Texts {
  const texts = registered.get(key);
  if (!texts) throw new Error(`message ${key} is not registered (is its module listed in modules/index.ts?)`);
  return texts;
}

/** Whether a stored key (a scheduled task's outcome, …) is one the server can still answer with. */
export function isMessageKey(key: string): key is MessageKey {
  return registered.has(key);
}

const labels = new Map<string, Texts>(Object.entries(fieldLabels));
const labelTables = new Set<MessageTable>();

/** A module's field names for validation messages; a field has one label. */
export function registerFieldLabels(table: MessageTable): void {
  if (labelTables.has(table)) return;
  for (const key of Object.keys(table)) {
    if (labels.has(key)) throw new Error(`field label ${key} is declared twice`);
  }
  for (const [key, texts] of Object.entries(table)) labels.set(key, texts);
  labelTables.add(table);
}

/** The label of a field, if any area named it. */
export function fieldLabelTexts(field: string): Texts | undefined {
  return labels.get(field);
}
