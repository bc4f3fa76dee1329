// Development timing check for the offline risk detector (not a test: tests never assert wall-clock time).
// Build first (cd apps/chat && npx tsc -b), then: node apps/chat/src/safety/risk/timing.dev.mjs
import { assessMessage } from '../../../dist/safety/risk/index.js';

const pieces = [
  "I had a long day at work and my boss was really annoying, but I'm ok. ",
  "This deadline is killing me and I'm dying to go on holiday. ",
  "I'm going to kill myself tonight, the pills are here. ",
  'No quiero despertar mañana, estoy cansada de todo. ',
  'We went hiking, cooked dinner, watched a movie about a dragon and laughed a lot. ',
  'honestly i just wanna die rn, nobody would care if i was gone lol ',
  "Je veux mourir, je n'en peux plus. Ich will nicht mehr leben. ",
];
const messages = [];
for (let i = 0; i < 700; i += 1) {
  const length = [40, 120, 300, 600, 1000][i % 5];
  let text = '';
  for (let j = i; text.length < length; j += 1) text += pieces[j % pieces.length];
  messages.push(text.slice(0, length));
}
for (let i = 0; i < 500; i += 1) assessMessage(messages[i % messages.length]);

function measure(filter) {
  const times = [];
  for (let round = 0; round < 4; round += 1) {
    for (const text of messages.filter(filter)) {
      const start = process.hrtime.bigint();
      assessMessage(text);
      times.push(Number(process.hrtime.bigint() - start) / 1e6);
    }
  }
  times.sort((a, b) => a - b);
  const at = (p) => times[Math.floor(p * (times.length - 1))].toFixed(3);
  return `p50 ${at(0.5)} ms, p99 ${at(0.99)} ms (n=${times.length})`;
}
console.log(
  'all lengths      ',
  measure(() => true),
);
console.log(
  'up to 300 chars  ',
  measure((t) => t.length <= 300),
);
console.log(
  '1,000 chars      ',
  measure((t) => t.length >= 1000),
);
