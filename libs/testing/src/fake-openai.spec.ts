import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import OpenAI from 'openai';
import { startFakeOpenAi, type FakeOpenAi } from './fake-openai.js';

describe('fake OpenAI server', () => {
  let fake: FakeOpenAi;
  let client: OpenAI;

  beforeAll(async () => {
    fake = await startFakeOpenAi({ firstTokenDelayMs: 20, chunkDelayMs: 1 });
    client = new OpenAI({ apiKey: fake.apiKey, baseURL: fake.baseUrl, maxRetries: 0, timeout: 5000 });
  });

  afterAll(() => fake.close());

  const ask = (content: string) => ({
    model: 'gpt-4o-mini',
    messages: [
      { role: 'system' as const, content: 'You are Vi.' },
      { role: 'user' as const, content },
    ],
  });

  async function collect(stream: AsyncIterable<OpenAI.Chat.Completions.ChatCompletionChunk>) {
    let text = '';
    const finishes: Array<string | null> = [];
    for await (const chunk of stream) {
      text += chunk.choices[0]?.delta?.content ?? '';
      if (chunk.choices[0]) finishes.push(chunk.choices[0].finish_reason);
    }
    return { text, finishes };
  }

  it('streams a completion in several chunks that add up to the reply', async () => {
    const started = Date.now();
    const stream = await client.chat.completions.create({
      ...ask('I have had a hard week at work and I feel drained'),
      stream: true,
    });
    const chunks: OpenAI.Chat.Completions.ChatCompletionChunk[] = [];
    for await (const chunk of stream) chunks.push(chunk);

    expect(chunks[0].object).toBe('chat.completion.chunk');
    expect(chunks[0].choices[0].delta).toEqual({ role: 'assistant', content: '', refusal: null });
    expect(chunks.at(-1)?.choices[0].finish_reason).toBe('stop');
    const text = chunks.map((c) => c.choices[0]?.delta?.content ?? '').join('');
    expect(text).toBe('I hear you. I have had a hard week at work and I feel drained');
    expect(chunks.length).toBeGreaterThan(4);
    expect(Date.now() - started).toBeGreaterThanOrEqual(20);

    const last = fake.requests.at(-1)!;
    expect(last.path).toBe('/v1/chat/completions');
    expect(last.body.stream).toBe(true);
    expect(last.headers.authorization).toBe(`Bearer ${fake.apiKey}`);
  });

  it('answers with the reply function that was set, streamed or not', async () => {
    fake.setReply((messages) => `Echo: ${messages.length} messages`);
    const { text } = await collect(await client.chat.completions.create({ ...ask('hi'), stream: true }));
    expect(text).toBe('Echo: 2 messages');

    const completion = await client.chat.completions.create(ask('hi'));
    expect(completion.object).toBe('chat.completion');
    expect(completion.choices[0].message).toMatchObject({ role: 'assistant', content: 'Echo: 2 messages' });
    expect(completion.choices[0].finish_reason).toBe('stop');
    expect(completion.usage?.total_tokens).toBeGreaterThan(0);
    fake.setReply((messages) => `I hear you. ${messages.at(-1)?.content}`);
  });

  it('reports usage at the end of a stream when asked', async () => {
    const stream = await client.chat.completions.create({
      ...ask('hello'),
      stream: true,
      stream_options: { include_usage: true },
    });
    let usage: OpenAI.CompletionUsage | null | undefined;
    for await (const chunk of stream) usage = chunk.usage ?? usage;
    expect(usage?.completion_tokens).toBeGreaterThan(0);
  });

  it('fails the next request with 401', async () => {
    fake.failNext('status-401');
    const error = await client.chat.completions.create(ask('hi')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OpenAI.AuthenticationError);
    expect((error as InstanceType<typeof OpenAI.APIError>).status).toBe(401);
    // Only once.
    await expect(client.chat.completions.create(ask('hi'))).resolves.toBeTruthy();
  });

  it('fails with 429 and a retry-after header', async () => {
    fake.failNext('status-429');
    const error = (await client.chat.completions.create({ ...ask('hi'), stream: true }).catch((e: unknown) => e)) as InstanceType<typeof OpenAI.APIError>;
    expect(error).toBeInstanceOf(OpenAI.RateLimitError);
    expect(error.status).toBe(429);
    expect(error.headers?.get('retry-after')).toBe('1');
    expect(error.code).toBe('rate_limit_exceeded');
  });

  it('fails with 500 as many times as asked', async () => {
    fake.failNext('status-500', 2);
    for (let i = 0; i < 2; i++) {
      const error = await client.chat.completions.create(ask('hi')).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(OpenAI.InternalServerError);
      expect((error as InstanceType<typeof OpenAI.APIError>).status).toBe(500);
    }
    await expect(client.chat.completions.create(ask('hi'))).resolves.toBeTruthy();
  });

  it('lets the client retry past a failure', async () => {
    fake.failNext('status-500');
    const retrying = new OpenAI({ apiKey: fake.apiKey, baseURL: fake.baseUrl, maxRetries: 1 });
    const completion = await retrying.chat.completions.create(ask('again'));
    expect(completion.choices[0].message.content).toBe('I hear you. again');
  });

  it('breaks the connection in the middle of a stream', async () => {
    fake.failNext('disconnect-mid-stream');
    const stream = await client.chat.completions.create({
      ...ask('one two three four five six seven eight nine ten eleven twelve'),
      stream: true,
    });
    let received = '';
    let failure: unknown;
    try {
      for await (const chunk of stream) received += chunk.choices[0]?.delta?.content ?? '';
    } catch (e) {
      failure = e;
    }
    // undici's TypeError ("terminated") comes from outside Jest's realm: no instanceof.
    expect(String(failure)).toMatch(/terminated|closed|socket/i);
    expect(received.length).toBeGreaterThan(0);
    expect(received).not.toContain('twelve');
  });

  it('never answers a hanging request, so the client times out', async () => {
    fake.failNext('hang');
    const impatient = new OpenAI({ apiKey: fake.apiKey, baseURL: fake.baseUrl, maxRetries: 0, timeout: 200 });
    const started = Date.now();
    // Plain Node gives APIConnectionTimeoutError; under Jest's VM realm the abort is not
    // recognised as one and the client reports its parent class, APIConnectionError.
    await expect(impatient.chat.completions.create(ask('hi'))).rejects.toBeInstanceOf(OpenAI.APIConnectionError);
    expect(Date.now() - started).toBeGreaterThanOrEqual(190);
  });

  it('moderates with the predicate that was set', async () => {
    fake.setModeration((input) => /hurt myself/i.test(input));
    const result = await client.moderations.create({ model: 'omni-moderation-latest', input: ['I want to hurt myself', 'I am fine'] });
    expect(result.results.map((r) => r.flagged)).toEqual([true, false]);
    expect(result.results[0].categories['self-harm']).toBe(true);
    expect(result.results[1].category_scores.violence).toBeLessThan(0.01);
    const single = await client.moderations.create({ input: 'I feel calm' });
    expect(single.results).toHaveLength(1);
    expect(single.results[0].flagged).toBe(false);
  });

  it('flags exactly the moderation categories a predicate lists', async () => {
    fake.setModeration((input) => (input.includes('hurt him') ? ['violence', 'harassment/threatening'] : false));
    const result = await client.moderations.create({ input: ['I am going to hurt him', 'fine'] });
    expect(result.results[0].flagged).toBe(true);
    expect(result.results[0].categories.violence).toBe(true);
    expect(result.results[0].categories['harassment/threatening']).toBe(true);
    expect(result.results[0].categories['self-harm']).toBe(false);
    expect(result.results[1].flagged).toBe(false);
    fake.setModeration(() => false);
  });

  describe('classifications (structured output)', () => {
    const classify = (content: string) => ({
      model: 'gpt-4o-mini',
      temperature: 0,
      response_format: {
        type: 'json_schema' as const,
        json_schema: { name: 'risk', strict: true, schema: { type: 'object', properties: {}, additionalProperties: false } },
      },
      messages: [
        { role: 'system' as const, content: 'Classify.' },
        { role: 'user' as const, content },
      ],
    });

    it('answers with no risk by default, kept apart from the ordinary requests', async () => {
      const before = { requests: fake.requests.length, classifications: fake.classifications.length };
      const completion = await client.chat.completions.create(classify('I had a nice day'));
      expect(JSON.parse(completion.choices[0].message.content!)).toEqual({ level: 'none', categories: [] });
      expect(fake.requests.length).toBe(before.requests);
      expect(fake.classifications.length).toBe(before.classifications + 1);
      expect(fake.classifications.at(-1)!.body.response_format.type).toBe('json_schema');
    });

    it('answers what the classify function says, from the last user message, after the delay set', async () => {
      fake.setClassification(
        (text) => (text.includes('tonight') ? { level: 'imminent', categories: ['plan_preparation'] } : { level: 'none', categories: [] }),
        {
          delayMs: 60,
        },
      );
      const started = Date.now();
      const completion = await client.chat.completions.create(classify('Member: tonight is the night'));
      expect(Date.now() - started).toBeGreaterThanOrEqual(55);
      expect(JSON.parse(completion.choices[0].message.content!)).toEqual({ level: 'imminent', categories: ['plan_preparation'] });
      fake.setClassification(() => ({ level: 'none', categories: [] }), { delayMs: 0 });
    });

    it('holds a classification until it is released', async () => {
      const hold = fake.holdClassification();
      let answered = false;
      const pending = client.chat.completions.create(classify('held')).then((c) => ((answered = true), c));
      await new Promise((resolve) => setTimeout(resolve, 80));
      expect(answered).toBe(false);
      hold.release();
      await expect(pending).resolves.toBeTruthy();
      expect(answered).toBe(true);
    });

    it('does not hold up an ordinary streamed reply nor take its failures', async () => {
      fake.setClassification(() => ({ level: 'none', categories: [] }), { delayMs: 300 });
      fake.failNext('status-500');
      const slow = client.chat.completions.create(classify('hello'));
      const error = await client.chat.completions.create(ask('hi')).catch((e: unknown) => e);
      expect((error as InstanceType<typeof OpenAI.APIError>).status).toBe(500);
      const started = Date.now();
      const { text } = await collect(await client.chat.completions.create({ ...ask('still here'), stream: true }));
      expect(text).toBe('I hear you. still here');
      expect(Date.now() - started).toBeLessThan(250);
      await expect(slow).resolves.toBeTruthy();
      fake.setClassification(() => ({ level: 'none', categories: [] }), { delayMs: 0 });
    });

    it('fails the next classifications as asked: 400 (no structured output), 404, 500, prose instead of JSON', async () => {
      fake.failClassificationNext('status-400');
      fake.failClassificationNext('status-404');
      fake.failClassificationNext('status-500');
      fake.failClassificationNext('bad-json');
      await expect(client.chat.completions.create(classify('a'))).rejects.toMatchObject({ status: 400 });
      await expect(client.chat.completions.create(classify('a'))).rejects.toMatchObject({ status: 404 });
      await expect(client.chat.completions.create(classify('a'))).rejects.toMatchObject({ status: 500 });
      const prose = await client.chat.completions.create(classify('a'));
      expect(() => JSON.parse(prose.choices[0].message.content!)).toThrow();
      // Ordinary completions are untouched.
      await expect(client.chat.completions.create(ask('hi'))).resolves.toBeTruthy();
    });

    it('never answers a hanging classification', async () => {
      fake.failClassificationNext('hang');
      const impatient = new OpenAI({ apiKey: fake.apiKey, baseURL: fake.baseUrl, maxRetries: 0, timeout: 150 });
      await expect(impatient.chat.completions.create(classify('a'))).rejects.toBeInstanceOf(OpenAI.APIConnectionError);
    });

    it('resolves nextCompletion with the reply request, never a classification', async () => {
      const next = fake.nextCompletion();
      await client.chat.completions.create(classify('first'));
      await client.chat.completions.create(ask('the reply'));
      expect((await next).body.messages.at(-1).content).toBe('the reply');
    });
  });

  it('has no moderation endpoint when built without one (404)', async () => {
    const bare = await startFakeOpenAi({ moderation: false });
    try {
      const other = new OpenAI({ apiKey: bare.apiKey, baseURL: bare.baseUrl, maxRetries: 0 });
      await expect(other.moderations.create({ input: 'x' })).rejects.toMatchObject({ status: 404 });
    } finally {
      await bare.close();
    }
  });

  it('lists a model', async () => {
    const models = await client.models.list();
    expect(models.data.map((m) => m.id)).toContain('gpt-4o-mini');
  });

  it('refuses a wrong key with 401', async () => {
    const stranger = new OpenAI({ apiKey: 'sk-wrong', baseURL: fake.baseUrl, maxRetries: 0 });
    const error = await stranger.chat.completions.create(ask('hi')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OpenAI.AuthenticationError);
    expect((error as InstanceType<typeof OpenAI.APIError>).status).toBe(401);
    await expect(stranger.moderations.create({ input: 'x' })).rejects.toMatchObject({ status: 401 });
  });
});
