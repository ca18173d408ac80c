/** What an upload control stores: the files the server kept, as the original's [{name, fileId, url}]. */
export interface UploadedFile {
  name: string;
  fileId: string;
  url: string;
}

/** A stored value as uploaded files; entries that are not files (a hand-made record) are left out. */
export function uploadedFiles(value: unknown): UploadedFile[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (item): item is UploadedFile =>
      !!item && typeof item === 'object' && typeof (item as UploadedFile).fileId === 'string',
  );
}

/** The upload store of a control: images go to annexpic, other files to annex (client-facts §7.4). */
export const uploadType = (jnpfKey: string) => (jnpfKey === 'uploadImg' ? 'annexpic' : 'annex');
