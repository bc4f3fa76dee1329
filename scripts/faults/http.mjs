// Requests to the gateway as a browser makes them, with what the fault tests need to judge each
// answer: status, the JSON body, the error envelope's code, how long it took, or the connection error.

/**
 * @returns {Promise<{ status: number, body: any, code?: string, ms: number, startedAt: number, endedAt: number, connectionError?: string, envelope: boolean }>}
 */
export async function request(baseUrl, method, path, { token, body, headers = {}, timeoutMs = 15_000, raw } = {}) {
  const startedAt = Date.now();
  const init = {
    method,
    headers: {
      ...(body !== undefined && raw === undefined ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: raw ?? (body === undefined ? undefined : JSON.stringify(body)),
    signal: AbortSignal.timeout(timeoutMs),
  };
  let response;
  try {
    response = await fetch(`${baseUrl}${path}`, init);
  } catch (error) {
    const endedAt = Date.now();
    const cause = error?.cause?.code ?? error?.name ?? 'error';
    return { status: 0, body: undefined, ms: endedAt - startedAt, startedAt, endedAt, connectionError: String(cause), envelope: false };
  }
  const type = response.headers.get('content-type') ?? '';
  let text = '';
  try {
    text = await response.text();
  } catch (error) {
    const endedAt = Date.now();
    return {
      status: response.status,
      body: undefined,
      ms: endedAt - startedAt,
      startedAt,
      endedAt,
      connectionError: String(error?.cause?.code ?? error?.name),
      envelope: false,
    };
  }
  const endedAt = Date.now();
  let parsed = text;
  if (type.includes('application/json')) {
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = text;
    }
  } else if (type.includes('text/event-stream')) {
    parsed = parseServerSentEvents(text);
  }
  const error = parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? parsed.error : undefined;
  const envelope = Boolean(error && typeof error.code === 'string' && typeof error.message === 'string');
  return { status: response.status, body: parsed, code: envelope ? error.code : undefined, ms: endedAt - startedAt, startedAt, endedAt, envelope };
}

/** `event: x\ndata: {...}\n\n` blocks as their parsed data objects. */
export function parseServerSentEvents(text) {
  const events = [];
  for (const block of text.split('\n\n')) {
    const data = block
      .split('\n')
      .filter((line) => line.startsWith('data: '))
      .map((line) => line.slice(6))
      .join('\n');
    if (!data) continue;
    try {
      events.push(JSON.parse(data));
    } catch {
      events.push({ type: 'unparsable', data });
    }
  }
  return events;
}

export const isOk = (result) => result.status >= 200 && result.status < 300;
/** What a client should get when a service behind the gateway is down: 503 or 504 with the error envelope. */
export const isUnavailable = (result) => (result.status === 503 || result.status === 504) && result.envelope;

export function describe(result) {
  if (result.connectionError) return `connection error ${result.connectionError} after ${result.ms} ms`;
  const code = result.code ? ` ${result.code}` : result.envelope ? '' : ' (no error envelope)';
  return `HTTP ${result.status}${isOk(result) ? '' : code} after ${result.ms} ms`;
}
