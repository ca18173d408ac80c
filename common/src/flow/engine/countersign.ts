/**
 * The decision of an approval node from its votes. Or-sign (或签): the first approval passes, the first
 * rejection rejects. Countersign (会签): it passes once approvals reach `ratio`% of the approvers, and it
 * is rejected as soon as that can no longer happen (approvals plus the votes still open fall short): with
 * ratio 100 one rejection is enough, as in the original, whose reject threshold is 100 - ratio.
 */

export type Vote = 'approve' | 'reject' | 'pending';
export type Decision = 'pass' | 'reject' | 'pending';
export type SignMode = 0 | 1;

/** A ratio outside 1..100 counts as 100: the strictest reading of a design the validator refuses. */
export function normalRatio(ratio: unknown): number {
  const n = Number(ratio);
  return Number.isInteger(n) && n >= 1 && n <= 100 ? n : 100;
}

export function decide(votes: readonly Vote[], mode: SignMode, ratio: unknown = 100): Decision {
  if (mode !== 1) {
    if (votes.includes('approve')) return 'pass';
    if (votes.includes('reject')) return 'reject';
    return votes.length ? 'pending' : 'pass';
  }
  const total = votes.length;
  if (total === 0) return 'pass';
  const needed = normalRatio(ratio) * total;
  const approvals = votes.filter((vote) => vote === 'approve').length;
  const open = votes.filter((vote) => vote === 'pending').length;
  if (approvals * 100 >= needed) return 'pass';
  if ((approvals + open) * 100 < needed) return 'reject';
  return 'pending';
}
