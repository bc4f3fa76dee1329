// Runs the fake OpenAI server on its own thread, so its first-token timer is not delayed by
// the benchmark's own work (parsing 20 reply streams at once).
import { parentPort, workerData } from 'node:worker_threads';
import { startFakeOpenAi } from '../libs/testing/dist/index.js';

const fake = await startFakeOpenAi({ firstTokenDelayMs: workerData.firstTokenDelayMs });
fake.setReply(() => workerData.reply);
parentPort.postMessage({ baseUrl: fake.baseUrl, apiKey: fake.apiKey });
parentPort.on('message', async (message) => {
  if (message === 'delays') {
    // The provider's own time to first token for each message, keyed by the message text.
    const delays = fake.requests
      .filter((r) => r.path.endsWith('/chat/completions') && r.firstTokenAt !== undefined)
      .map((r) => [r.body.messages.at(-1).content, r.firstTokenAt - r.receivedAt]);
    parentPort.postMessage({ delays });
  }
  if (message === 'close') {
    await fake.close();
    process.exit(0);
  }
});
