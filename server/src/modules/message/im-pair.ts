/** The key of the conversation between two users, the same whichever of them sends. */
export function pairKey(a: string, b: string): string {
  return a < b ? `${a}|${b}` : `${b}|${a}`;
}

/** Where a chat image is shown (the file routes' public image path; decision 042). */
export function chatImagePath(name: string): string {
  return `/api/file/Image/IM/${name}`;
}
