/** What stands where a deleted member's id, address, name or words were. */
export const REDACTED = '[redacted]';

/** What identifies a deleted member in stored text. */
export interface MemberMarks {
  userId: string;
  /** From their signup delivery, when there was one. */
  email?: string;
  name?: string;
}

/** The fields of a delivery's `data` that are the member's: who they are and what they wrote. */
const MEMBER_FIELDS = ['userId', 'email', 'name', 'comment'] as const;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Every occurrence of each mark (ignoring case) replaced by the marker. Empty and blank marks are skipped. */
export function redactText(text: string, marks: (string | undefined)[]): string {
  let result = text;
  for (const mark of marks) {
    if (!mark || mark.trim() === '') continue;
    result = result.replace(new RegExp(escapeRegExp(mark), 'gi'), REDACTED);
  }
  return result;
}

/** A delivery body parsed, or undefined when it is not the `{ type, timestamp, data }` JSON we send. */
function parsed(payload: string): { data?: Record<string, unknown> } | undefined {
  try {
    const value: unknown = JSON.parse(payload);
    return value && typeof value === 'object' ? (value as { data?: Record<string, unknown> }) : undefined;
  } catch {
    return undefined;
  }
}

/** Whether a delivery body is about the member (its `data.userId` is theirs). */
export function isAbout(payload: string, userId: string): boolean {
  const data = parsed(payload)?.data;
  return typeof data?.userId === 'string' && data.userId.toLowerCase() === userId.toLowerCase();
}

/** The address and name a signup delivery of the member carried. */
export function marksFrom(payload: string): { email?: string; name?: string } {
  const data = parsed(payload)?.data ?? {};
  return {
    ...(typeof data.email === 'string' ? { email: data.email } : {}),
    ...(typeof data.name === 'string' ? { name: data.name } : {}),
  };
}

/**
 * A stored delivery body without the member: in a delivery about them, their id, address, name and
 * comment become the marker (the type, times, amounts, rating and the like stay, for the log); in any
 * body, whatever still spells their id or address does too (their name only in their own deliveries,
 * where it is surely theirs). Still valid JSON when it was.
 */
export function redactPayload(payload: string, member: MemberMarks): string {
  const body = parsed(payload);
  const own = isAbout(payload, member.userId);
  let text = payload;
  if (body?.data && own) {
    const data = { ...body.data };
    for (const field of MEMBER_FIELDS) if (field in data) data[field] = REDACTED;
    text = JSON.stringify({ ...body, data });
  }
  // Replaced inside JSON strings: an id, an address or a name needs no escaping there.
  return redactText(text, [member.userId, member.email, own ? member.name : undefined]);
}
