/**
 * A data interface's answer as option rows: Actions/Response answers {data, duration}, and data is the
 * array itself for a SQL or static interface, or an object holding a list for an API one that pages.
 */
export function interfaceRows(answer: unknown): unknown[] {
  const data =
    answer && typeof answer === 'object' && 'data' in answer ? (answer as { data: unknown }).data : answer;
  if (Array.isArray(data)) return data;
  if (data && typeof data === 'object') {
    const list = (data as { list?: unknown }).list;
    if (Array.isArray(list)) return list;
  }
  return [];
}
