// Runs the fake OpenAI server away from the benchmark's own work (parsing many reply streams at
// once), so its first-token timer is not delayed by it: on its own thread (`new Worker(...)` with
// workerData) or in its own process (`fork(...)` with the options as JSON in argv[2]). Either
// way it posts { baseUrl, apiKey } when listening, answers 'delays' with { delays } (per
// completion: the last message's text, the provider's own time to first token, and the instants
// the request arrived and the first token left, in ms since the epoch, so another process on this
// machine can line them up with its own) and stops on 'close'. Risk classifications (completions
// asking for structured output, from the chat service's model risk layer) answer "no risk" after
// `classificationDelayMs` (default 300 ms: slower than the reply's first token on purpose, so the
// bench shows the layer never holds up an ordinary reply); they are not among the delays.
import { parentPort, workerData } from 'node:worker_threads';
import { startFakeOpenAi } from '../libs/testing/dist/index.js';

const options = parentPort ? workerData : JSON.parse(process.argv[2] ?? '{}');
const post = (message) => (parentPort ? parentPort.postMessage(message) : process.send(message));
const onMessage = (listener) => (parentPort ? parentPort.on('message', listener) : process.on('message', listener));

const fake = await startFakeOpenAi({ firstTokenDelayMs: options.firstTokenDelayMs, classificationDelayMs: options.classificationDelayMs ?? 300 });
fake.setReply(() => options.reply);
post({ baseUrl: fake.baseUrl, apiKey: fake.apiKey });
onMessage(async (message) => {
  if (message === 'delays') {
    const delays = fake.requests
      .filter((r) => r.path.endsWith('/chat/completions') && r.firstTokenAt !== undefined)
      .map((r) => [
        r.body.messages.at(-1).content,
        r.firstTokenAt - r.receivedAt,
        performance.timeOrigin + r.receivedAt,
        performance.timeOrigin + r.firstTokenAt,
      ]);
    post({ delays });
  }
  if (message === 'close') {
    await fake.close();
    process.exit(0);
  }
});
