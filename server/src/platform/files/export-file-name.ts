/** `<name>_<yyyymmdd>.json`, without characters file systems refuse. */
export function exportFileName(menuName: string, now: number): string {
  const d = new Date(now);
  const date = `${d.getFullYear()}${String(d.getMonth() + 1).padStart(2, '0')}${String(d.getDate()).padStart(2, '0')}`;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
  const safe = menuName.replace(/[\u0000-\u001f\\/:*?"<>|]+/g, '_').trim() || 'menu';
  return `${safe.slice(0, 80)}_${date}.json`;
}
